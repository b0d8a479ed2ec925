// `npm run build`: the production build, with the backend up so the catalogue pages can be
// prerendered (docs/performance.md). Starts the reference backend for the build unless
// BACKEND_URL points elsewhere; an unreachable backend does not fail the build, it leaves the
// catalogue pages rendering per request (lib/backend/fetch.ts says so in the log).
import { spawn } from "node:child_process";
import { backendTarget, loadDotEnv, run, waitFor } from "./lib/processes.mjs";

loadDotEnv();
const backend = backendTarget();
let child = null;
if (backend.startReference && !(await answers(`${backend.url}/health`))) {
  child = run("backend", "node_modules/.bin/tsx", ["backend/src/server.ts"]);
  await waitFor(`${backend.url}/health`, { child });
}

const build = spawn("node_modules/.bin/next", ["build", ...process.argv.slice(2)], {
  stdio: "inherit",
});
const code = await new Promise((resolve) => build.on("exit", (status) => resolve(status ?? 1)));
if (child) {
  const exited = new Promise((resolve) => child.on("exit", resolve));
  child.kill("SIGTERM");
  // PGlite keeps its files locked until the process is gone; the next start needs them.
  await exited;
}
process.exit(code);

async function answers(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(1500) })).ok;
  } catch {
    return false;
  }
}
