// Fault: the PostgreSQL server under a running backend restarts (pg_ctl restart -m fast, which
// drops every connection). A private cluster is made for it (initdb in a temporary folder, on
// a free port): the machine's own PostgreSQL is never touched. Proves: the backend answers
// again within seconds without being restarted, and in the gap it answers 503, never 500.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort, logTail, portIsFree, startBackend, stopProcess } from "../lib/servers.mjs";
import { RUN, sleep } from "../lib/shopper.mjs";

/** The newest PostgreSQL server binaries on this machine, or null. */
function postgresBin() {
  const roots = ["/usr/lib/postgresql"].filter((root) => fs.existsSync(root));
  for (const root of roots) {
    const versions = fs
      .readdirSync(root)
      .filter((v) => fs.existsSync(path.join(root, v, "bin", "pg_ctl")))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(root, versions[0], "bin");
  }
  for (const dir of (process.env.PATH ?? "").split(":")) {
    if (fs.existsSync(path.join(dir, "pg_ctl")) && fs.existsSync(path.join(dir, "initdb"))) {
      return dir;
    }
  }
  return null;
}

/** PostgreSQL refuses to run as root: then its tools run as the `postgres` user. */
function asServerUser() {
  if (process.getuid?.() !== 0) return { ok: true, prefix: [] };
  const known = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
  const runuser = ["/usr/sbin/runuser", "/sbin/runuser"].find((file) => fs.existsSync(file));
  if (known.status !== 0 || !runuser) {
    return {
      ok: false,
      reason: "running as root with no postgres user (or runuser) to run the server as",
    };
  }
  return { ok: true, prefix: [runuser, "-u", "postgres", "--"], uid: Number(known.stdout.trim()) };
}

/**
 * @param {{ uploadsFrom: string, logDir: string }} options `uploadsFrom`:
 *   the main shop's seeded pictures, linked in so this backend's seed renders none
 */
export async function runPostgresRestart({ uploadsFrom, logDir }) {
  const bin = postgresBin();
  if (!bin) return { skipped: "no PostgreSQL server binaries (initdb, pg_ctl) on this machine" };
  const user = asServerUser();
  if (!user.ok) return { skipped: user.reason };

  const root = fs.mkdtempSync(path.join(os.tmpdir(), `reliability-pg-${RUN}-`));
  const port = (await portIsFree(55432)) ? 55432 : await freePort();
  const pgData = path.join(root, "data");
  // The server writes its log where it may: inside its own folder, copied out at the end.
  const pgLog = path.join(root, "postgres.log");
  if (user.uid !== undefined) fs.chownSync(root, user.uid, -1);
  const tool = (name, args) => {
    const [command, ...prefix] = [...user.prefix, path.join(bin, name)];
    return spawnSync(command, [...prefix, ...args], { encoding: "utf8", timeout: 60_000 });
  };
  // The restart runs asynchronously: the pollers must keep asking while it happens.
  const toolAsync = (name, args) =>
    new Promise((resolve) => {
      const [command, ...prefix] = [...user.prefix, path.join(bin, name)];
      const child = spawn(command, [...prefix, ...args], { stdio: ["ignore", "ignore", "pipe"] });
      let stderr = "";
      child.stderr.on("data", (chunk) => (stderr += chunk));
      child.on("close", (status) => resolve({ status, stderr }));
    });
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const pgCtl = (...args) => tool("pg_ctl", ["-D", pgData, "-l", pgLog, "-w", ...args]);

  let backend = null;
  try {
    const init = tool("initdb", ["-D", pgData, "-A", "trust", "-U", "postgres", "--no-sync"]);
    if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.stdout}`);
    const start = pgCtl("start", "-o", options);
    if (start.status !== 0)
      throw new Error(`pg_ctl start failed: ${start.stderr}\n${logTail(pgLog)}`);
    const admin = new pg.Client({
      connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`,
    });
    await admin.connect();
    await admin.query("create database shop");
    await admin.end();

    const dataDir = path.join(root, "shop-data");
    fs.mkdirSync(dataDir);
    if (fs.existsSync(uploadsFrom))
      fs.cpSync(uploadsFrom, path.join(dataDir, "uploads"), { recursive: true });
    backend = await startBackend({
      port: await freePort(),
      logFile: path.join(logDir, "backend-postgres.log"),
      env: { DATA_DIR: dataDir, DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/shop` },
    });

    // A shopper's token, so the poll reads both the catalogue and an account.
    const register = await fetch(`${backend.url}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "Pg Shopper",
        email: `pg-${RUN}@example.in`,
        password: "a-long-password-1",
      }),
    });
    const { token } = await register.json();
    const catalogue = await (await fetch(`${backend.url}/api/client/search?q=cake`)).json();
    const productId = JSON.stringify(catalogue).match(/"_id":"([^"]+)"/)?.[1];
    const probes = [`/api/products/${productId}`, "/api/auth/cart"];
    const probe = async () => {
      const statuses = [];
      for (const probePath of probes) {
        const started = performance.now();
        try {
          const answer = await fetch(`${backend.url}${probePath}`, {
            headers: { authorization: `Bearer ${token}` },
            signal: AbortSignal.timeout(15_000),
          });
          await answer.arrayBuffer();
          statuses.push({ status: answer.status, ms: performance.now() - started });
        } catch {
          statuses.push({ status: 0, ms: performance.now() - started });
        }
      }
      return statuses;
    };
    const before = await probe();
    if (before.some((p) => p.status !== 200))
      throw new Error(`before the restart: ${JSON.stringify(before)}`);

    // Poll throughout the restart and count what the backend answered.
    const seen = new Map();
    let slowest = 0;
    let polling = true;
    let lastFailureAt = null;
    let firstOkAfterRestart = null;
    let restartDoneAt = null;
    // Four pollers close together, so some requests land in the restart's gap.
    const poll = async () => {
      while (polling) {
        const results = await probe();
        for (const { status, ms } of results) {
          seen.set(status, (seen.get(status) ?? 0) + 1);
          slowest = Math.max(slowest, ms);
        }
        if (results.some((r) => r.status !== 200)) lastFailureAt = Date.now();
        else if (restartDoneAt && !firstOkAfterRestart) firstOkAfterRestart = Date.now();
        await sleep(20);
      }
    };
    const pollers = Promise.all([poll(), poll(), poll(), poll()]);
    await sleep(500);
    const restartAt = Date.now();
    const restart = await toolAsync("pg_ctl", [
      "-D",
      pgData,
      "-l",
      pgLog,
      "-w",
      "restart",
      "-m",
      "fast",
      "-o",
      options,
    ]);
    restartDoneAt = Date.now();
    if (restart.status !== 0) throw new Error(`pg_ctl restart failed: ${restart.stderr}`);
    const deadline = Date.now() + 15_000;
    while (!firstOkAfterRestart && Date.now() < deadline) await sleep(100);
    await sleep(1_000);
    polling = false;
    await pollers;
    const after = await probe();

    const problems = [];
    const recoveredS = firstOkAfterRestart ? (firstOkAfterRestart - restartDoneAt) / 1000 : null;
    if (recoveredS === null || recoveredS > 5) {
      problems.push(
        `the backend did not answer 200 within 5 s of the restart (${recoveredS ?? "never"})`,
      );
    }
    for (const status of seen.keys()) {
      if (status !== 200 && status !== 503)
        problems.push(`answered ${status || "nothing"} during the restart`);
    }
    if (after.some((p) => p.status !== 200))
      problems.push(`after the restart: ${JSON.stringify(after)}`);
    if (backend.child.exitCode !== null) problems.push("the backend exited");
    return {
      ok: problems.length === 0,
      lines: [
        `private PostgreSQL ${path.basename(path.dirname(bin))} on port ${port}; pg_ctl restart -m fast took ` +
          `${((restartDoneAt - restartAt) / 1000).toFixed(1)} s`,
        `backend answers during the restart: ${[...seen].map(([s, n]) => `${s || "none"}×${n}`).join(" ")}; ` +
          `slowest ${Math.round(slowest)} ms`,
        `answering 200 again ${recoveredS === null ? "never" : `${recoveredS.toFixed(1)} s`} after the server was back, ` +
          "same backend process (not restarted)",
        ...problems.map((problem) => `  problem: ${problem}`),
      ],
      figures: {
        restartSeconds: Math.round((restartDoneAt - restartAt) / 100) / 10,
        recoveredSeconds: recoveredS,
        answers: Object.fromEntries([...seen].map(([s, n]) => [String(s), n])),
        lastFailureMsAfterRestart: lastFailureAt
          ? Math.max(0, lastFailureAt - restartDoneAt)
          : null,
      },
    };
  } finally {
    await stopProcess(backend?.child);
    tool("pg_ctl", ["-D", pgData, "-m", "immediate", "-w", "stop"]);
    if (fs.existsSync(pgLog)) fs.copyFileSync(pgLog, path.join(logDir, "postgres.log"));
    fs.rmSync(root, { recursive: true, force: true });
  }
}
