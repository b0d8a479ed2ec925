// Starts the reference backend (unless BACKEND_URL points elsewhere), waits for it, then the
// storefront. Used by `npm run dev` (mode "dev") and `npm start` (mode "start").
import {
  backendTarget,
  loadDotEnv,
  nextStartArgs,
  referenceBackendEnv,
  run,
  storefrontEnv,
  superviseChildren,
  waitFor,
} from "./lib/processes.mjs";

/** Runs the shop in `mode`: "dev" (watching) or "start" (production build). */
export async function serve(mode) {
  loadDotEnv();
  const port = process.env.PORT || "3000";
  const backend = backendTarget();
  const children = [];

  if (backend.startReference) {
    let backendEnv;
    try {
      backendEnv = referenceBackendEnv(mode, process.env);
    } catch (error) {
      console.error(`[shop] could not start: ${error.message}`);
      process.exit(1);
    }
    const args = mode === "dev" ? ["watch", "backend/src/server.ts"] : ["backend/src/server.ts"];
    const child = run("backend", "node_modules/.bin/tsx", args, { env: backendEnv });
    children.push(child);
    await waitFor(`${backend.url}/health`, { child });
  } else {
    console.log(`[shop] using the backend at ${backend.url}`);
  }

  const args = mode === "start" ? nextStartArgs(port) : [mode, "-p", port];
  const next = run("storefront", "node_modules/.bin/next", args, {
    env: storefrontEnv(process.env, { heapCap: mode === "start" }),
  });
  children.push(next);
  superviseChildren(children);
  await waitFor(`http://127.0.0.1:${port}/`, { child: next, timeoutMs: 600_000, anyAnswer: true });
  console.log(`\n  Uphaar is running at http://localhost:${port}\n`);
}
