// Builds the storefront when needed and runs the production storefront + reference backend
// on the bench's own ports and data folder. Server output goes to log files, not the table.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import {
  logTail,
  nextStartArgs,
  spawnLogged,
  stopProcess,
  storefrontEnv,
  waitFor,
} from "../../scripts/lib/processes.mjs";

export { logTail, stopProcess };

/** What a storefront build depends on: a newer file here than .next/BUILD_ID means rebuild. */
const BUILD_INPUTS = [
  "app",
  "components",
  "lib",
  "public",
  "proxy.ts",
  "instrumentation.ts",
  "next.config.ts",
  "postcss.config.mjs",
  "tsconfig.json",
  // dependencies: npm rewrites this file on every install that changes node_modules
  "node_modules/.package-lock.json",
];

function newestMtime(entry) {
  let stat;
  try {
    stat = fs.statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) {
    if (child === "node_modules" || child.startsWith(".")) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

/**
 * The build records what it was made for: catalogue pages are prerendered from the backend it
 * saw and carry the site address, so a build for another shop (the e2e one, `npm start`'s, the
 * scale group's big catalogue) is not reused.
 */
const BUILD_STAMP = path.join(".next", "bench-build.json");

/** Why a build is needed for `target` ({ backendUrl, siteUrl }); "" when the current one fits. */
export function buildReason(force, target) {
  if (force) return "--build was given";
  const buildId = path.join(".next", "BUILD_ID");
  if (!fs.existsSync(buildId)) return ".next/BUILD_ID is missing";
  let stamp = null;
  try {
    stamp = JSON.parse(fs.readFileSync(BUILD_STAMP, "utf8"));
  } catch {
    // no stamp: built by something else
  }
  if (stamp?.backendUrl !== target.backendUrl || stamp?.siteUrl !== target.siteUrl) {
    return "the last build was made for another backend or address";
  }
  const built = fs.statSync(buildId).mtimeMs;
  const stale = BUILD_INPUTS.find((entry) => newestMtime(entry) > built);
  return stale ? `${stale} changed after the last build` : "";
}

/**
 * Runs `next build` against a running backend (output to the terminal), so the catalogue pages
 * are prerendered as in production; throws when it fails. Returns seconds taken.
 */
export function build({ backendUrl, siteUrl, dataDir }) {
  const started = Date.now();
  fs.rmSync(BUILD_STAMP, { force: true });
  const result = spawnSync("node_modules/.bin/next", ["build"], {
    stdio: "inherit",
    env: serverEnv({
      BACKEND_URL: backendUrl,
      BACKEND_PORT: new URL(backendUrl).port,
      SITE_URL: siteUrl,
      DATA_DIR: dataDir,
    }),
  });
  if (result.status !== 0) throw new Error(`next build failed (exit ${result.status})`);
  stampBuild({ backendUrl, siteUrl });
  return Math.round((Date.now() - started) / 1000);
}

/** Records that the build in .next was made for `target` ({ backendUrl, siteUrl }). */
export function stampBuild({ backendUrl, siteUrl }) {
  fs.writeFileSync(BUILD_STAMP, JSON.stringify({ backendUrl, siteUrl }));
}

/** The environment every bench server gets: nothing from the caller's shop settings. */
function serverEnv(extra) {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...extra };
  const shopSettings = ["DATABASE_URL", "BACKEND_URL", "SMTP_URL", "SITE_URL", "PAYMENT_PROVIDER"];
  shopSettings.push("BACKEND_PROFILE", "RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET");
  for (const name of shopSettings) {
    if (!(name in extra)) delete env[name];
  }
  return env;
}

/**
 * Starts the reference backend on `port` with `dataDir` (PGlite there unless `databaseUrl`),
 * waits for /health; an empty PGlite catalogue is seeded on this first start. Production, as
 * `npm start` runs it, with the local provider named: production runs no provider by default.
 * `env` adds or overrides settings (the contract-mode backend's BACKEND_PROFILE and provider).
 */
export async function startBackend({ port, dataDir, databaseUrl, queryLog, logFile, env: extra }) {
  const env = serverEnv({
    BACKEND_PORT: String(port),
    BACKEND_HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    NODE_ENV: "production",
    PAYMENT_PROVIDER: "local",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(queryLog ? { DB_QUERY_LOG: queryLog } : {}),
    ...extra,
  });
  const child = spawnLogged("node_modules/.bin/tsx", ["backend/src/server.ts"], env, logFile);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${url}/health`, { child, timeoutMs: 600_000 });
  } catch (error) {
    await stopProcess(child);
    throw new Error(`${error.message}\n${logTail(logFile)}`);
  }
  return { child, url, logFile };
}

/**
 * Starts `next start` on `port` against `backendUrl` with a session secret made for this
 * run; waits until the home page answers. The pid is the server's own (no npx in between).
 * `env` adds or overrides settings.
 */
export async function startStorefront({ port, backendUrl, dataDir, logFile, env: extra }) {
  // A fresh run must not be served catalogue answers a previous run cached.
  fs.rmSync(path.join(".next", "cache", "fetch-cache"), { recursive: true, force: true });
  // Memory settings as `npm start` runs it (scripts/serve.mjs).
  const env = storefrontEnv(
    serverEnv({
      PORT: String(port),
      BACKEND_URL: backendUrl,
      BACKEND_PORT: new URL(backendUrl).port,
      DATA_DIR: dataDir,
      SITE_URL: `http://127.0.0.1:${port}`,
      AUTH_SECRET: randomBytes(32).toString("base64"),
      NODE_ENV: "production",
      // The client is the last X-Forwarded-For entry, as behind one proxy (`npm start` too).
      TRUST_PROXY: "1",
      ...extra,
    }),
  );
  const child = spawnLogged(
    "node_modules/.bin/next",
    // No -H 127.0.0.1: with it Next names its own origin "localhost" in proxy URLs but not in
    // its router, and serves the proxy's list rewrites over HTTP instead of in-process.
    nextStartArgs(port),
    env,
    logFile,
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${url}/privacy-policy`, { child, timeoutMs: 120_000 });
  } catch (error) {
    await stopProcess(child);
    throw new Error(`${error.message}\n${logTail(logFile)}`);
  }
  return { child, url, logFile };
}
