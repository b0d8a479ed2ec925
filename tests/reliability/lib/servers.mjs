// The reliability suite's servers: the reference backend and `next start`, each in its own
// process group with its output in a log file, so a scenario can SIGKILL one (with anything
// it started) and start it again.
import net from "node:net";
import {
  killHard,
  logTail,
  spawnLogged,
  stopProcess,
  storefrontEnv,
  waitFor,
} from "../../../scripts/lib/processes.mjs";

export { killHard, logTail, stopProcess };

// Settings of the caller's own shop that must not leak into the suite's servers.
const PRIVATE = [
  "DATABASE_URL",
  "BACKEND_URL",
  "SMTP_URL",
  "SITE_URL",
  "PAYMENT_PROVIDER",
  "REDIS_URL",
  "TRUST_PROXY",
  "PAYMENT_RECONCILE_GRACE_SECONDS",
];

/** process.env without the shop settings, plus `extra`. */
function cleanEnv(extra) {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
  for (const name of PRIVATE) delete env[name];
  return { ...env, ...extra };
}

/**
 * The reference backend on `port` with `env` (DATA_DIR, TRUST_PROXY, …); resolves once
 * /health answers. `timeoutMs` covers a first start that seeds the catalogue. It runs in
 * production, as `npm start` runs it, where the local provider runs only when named: the
 * load and place-order scenarios pay through it.
 */
export async function startBackend({ port, env, logFile, timeoutMs = 300_000 }) {
  // One process (node with tsx's loader, not the tsx launcher and its child): a SIGKILL then
  // ends the very process that holds the database, and this one reaps it at once.
  const child = spawnLogged(
    process.execPath,
    ["--import", "tsx", "backend/src/server.ts"],
    cleanEnv({
      BACKEND_PORT: String(port),
      BACKEND_HOST: "127.0.0.1",
      NODE_ENV: "production",
      PAYMENT_PROVIDER: "local",
      ...env,
    }),
    logFile,
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${url}/health`, { child, timeoutMs });
  } catch (error) {
    await stopProcess(child);
    throw new Error(`${error.message}\n${logTail(logFile)}`);
  }
  return { child, url, port, logFile };
}

/**
 * `next start` of the current build on `port` with `env`, started as `npm start` starts it
 * (its memory settings; no `-H`: Next then serves the product lists' rewrites in-process);
 * resolves once a page answers. TRUST_PROXY=1: the client is the last X-Forwarded-For entry,
 * as behind one proxy, so the load scenario's shoppers each count under their own address.
 */
export async function startStorefront({ port, env, logFile }) {
  const child = spawnLogged(
    "node_modules/.bin/next",
    ["start", "-p", String(port)],
    storefrontEnv(
      cleanEnv({ PORT: String(port), NODE_ENV: "production", TRUST_PROXY: "1", ...env }),
    ),
    logFile,
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${url}/privacy-policy`, { child, timeoutMs: 120_000 });
  } catch (error) {
    await stopProcess(child);
    throw new Error(`${error.message}\n${logTail(logFile)}`);
  }
  return { child, url, port, logFile };
}

/** True when nothing listens on 127.0.0.1:`port`. */
export function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/** A port the system has just handed out as free. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
