// Helpers shared by the dev, start and test scripts: .env loading, child processes with
// prefixed output, waiting for a server, and deciding whether the reference backend runs here.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

/** Loads .env (if present) into process.env without overriding variables already set. */
export function loadDotEnv(file = ".env") {
  if (fs.existsSync(file)) process.loadEnvFile(file);
  // Next's telemetry would only knock on a closed network from these machines.
  process.env.NEXT_TELEMETRY_DISABLED ??= "1";
}

/** The storefront's backend URL and whether it is the local reference backend. */
export function backendTarget() {
  const port = process.env.BACKEND_PORT || "4000";
  const local = `http://127.0.0.1:${port}`;
  const url = (process.env.BACKEND_URL || local).replace(/\/+$/, "");
  const { hostname, port: urlPort } = new URL(url);
  const isLocal =
    ["127.0.0.1", "localhost", "[::1]"].includes(hostname) && (urlPort || "80") === port;
  return { url, startReference: isLocal, port };
}

/**
 * The backend's refusal when production names no payment provider (backend/src/env.ts says
 * the same, and a unit test holds the two together).
 */
const PAYMENT_PROVIDER_REQUIRED =
  "PAYMENT_PROVIDER: must be set in production: razorpay (with RAZORPAY_KEY_ID, " +
  "RAZORPAY_KEY_SECRET) or local (test payments: no money is taken)";

/**
 * The environment of the reference backend that `npm start` (mode "start") or `npm run dev`
 * ("dev") starts:
 * - `npm start` is production, whatever NODE_ENV the shell had, and refuses to start without
 *   PAYMENT_PROVIDER: the local provider takes no money, so it runs only when named.
 * - `npm run dev` is development, where an unset PAYMENT_PROVIDER is the local provider.
 * - TRUST_PROXY=1 always: the backend sits right behind this storefront, which overwrites
 *   X-Forwarded-For with the one shopper's address; without it every shopper would share the
 *   storefront's address in the backend's per-IP limits (docs/security.md "Rate limits").
 *   The TRUST_PROXY of the environment counts the proxies in front of the storefront, which
 *   the backend never sees.
 * Throws an Error naming the variable when the configuration cannot run.
 */
export function referenceBackendEnv(mode, env = process.env) {
  const production = mode === "start";
  if (production && !env.PAYMENT_PROVIDER) {
    throw new Error(`Invalid configuration:\n  ${PAYMENT_PROVIDER_REQUIRED}\nSee .env.example.`);
  }
  return {
    ...env,
    NODE_ENV: production ? "production" : "development",
    TRUST_PROXY: "1",
  };
}

/** Spawns a command with its output prefixed by `name`; resolves the child. */
export function run(name, command, args, options = {}) {
  const child = spawn(command, args, {
    stdio: ["ignore", "pipe", "pipe"],
    env: process.env,
    ...options,
  });
  const prefix = (stream, out) => {
    let buffer = "";
    stream.on("data", (chunk) => {
      buffer += chunk;
      const lines = buffer.split("\n");
      buffer = lines.pop() ?? "";
      for (const line of lines) out.write(`[${name}] ${line}\n`);
    });
    stream.on("end", () => buffer && out.write(`[${name}] ${buffer}\n`));
  };
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  return child;
}

/** Polls `url` until it answers 2xx (any status with `anyAnswer`), the child exits, or time runs out. */
export async function waitFor(url, { timeoutMs = 300_000, child, anyAnswer = false } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the server exited first`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok || anyAnswer) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`);
}

/** Stops every child on Ctrl-C or SIGTERM, and exits when any of them exits. */
export function superviseChildren(children) {
  const stopAll = (code) => {
    for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
    setTimeout(() => process.exit(code), 5000).unref();
  };
  process.on("SIGINT", () => stopAll(0));
  process.on("SIGTERM", () => stopAll(0));
  for (const child of children) {
    child.on("exit", (code) => {
      if (children.every((c) => c.exitCode !== null)) process.exit(code ?? 0);
      stopAll(code ?? 1);
    });
  }
}

/** True when a TCP server answers at host:port within a second and a half. */
export function portAnswers(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1500 });
    socket.on("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
    socket.on("timeout", () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** The V8 old-generation cap of the production storefront, in MB (docs/performance.md). */
export const STOREFRONT_HEAP_MB = 384;

/**
 * What the storefront's Next server gets on top of `env`, wherever it runs (npm start and
 * npm run dev, the bench, the reliability suite):
 * - MALLOC_ARENA_MAX=2: glibc gives each thread its own malloc arena; next/image's encoder
 *   (sharp) runs on several threads, and the arenas keep what it freed. Two arenas keep peak
 *   memory ~55 MB lower with no measurable cost (sharp's docs give the same advice).
 * - with `heapCap` (production; the dev server compiles and keeps Node's default): Node sizes
 *   the old generation from the machine's memory, so on a big machine V8 lets garbage pile up
 *   to ~650 MB under load before collecting. Capped at 384 MB, the same load peaks at ~265 MB
 *   with req/s within the run-to-run noise. A NODE_OPTIONS that already sets
 *   --max-old-space-size wins.
 */
export function storefrontEnv(env = process.env, { heapCap = true } = {}) {
  const nodeOptions = env.NODE_OPTIONS ?? "";
  const capped = !heapCap || nodeOptions.includes("--max-old-space-size");
  return {
    ...env,
    MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? "2",
    ...(capped
      ? {}
      : { NODE_OPTIONS: `${nodeOptions} --max-old-space-size=${STOREFRONT_HEAP_MB}`.trim() }),
  };
}

/**
 * How long a storefront keeps an idle kept-alive connection open: longer than nginx's 60 s
 * (backend/src/keep-alive.ts says why); with Node's default of 5 s a proxy or client sends
 * requests on connections the server is closing.
 */
export const STOREFRONT_KEEP_ALIVE_MS = 65_000;

/** `next start`'s arguments for a production storefront on `port`. */
export function nextStartArgs(port) {
  return ["start", "-p", String(port), "--keepAliveTimeout", String(STOREFRONT_KEEP_ALIVE_MS)];
}

/**
 * Spawns a server in its own process group with its output appended to `logFile`, so it can
 * be stopped or killed with everything it started (the bench, the reliability suite, the
 * cluster).
 */
export function spawnLogged(command, args, env, logFile) {
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.openSync(logFile, "a");
  const child = spawn(command, args, { env, stdio: ["ignore", log, log], detached: true });
  fs.closeSync(log);
  return child;
}

/** Stops a server spawnLogged started: SIGTERM to its process group, SIGKILL after `graceMs`. */
export async function stopProcess(child, graceMs = 5000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const signal = (name) => {
    try {
      process.kill(-child.pid, name);
    } catch {
      // already gone
    }
  };
  signal("SIGTERM");
  const timer = setTimeout(() => signal("SIGKILL"), graceMs);
  await exited;
  clearTimeout(timer);
}

/** SIGKILLs a server's whole process group at once, as a crash would, and waits until it is gone. */
export async function killHard(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    process.kill(-child.pid, "SIGKILL");
  } catch {
    // already gone
  }
  await exited;
}

/** The last lines of a server log, for a failure message. */
export function logTail(file, lines = 25) {
  try {
    return fs.readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}
