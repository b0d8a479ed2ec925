// Runs a command while the original backend's stand-in is up, then stops the stand-in:
//   node tests/original-backend/with-standin.mjs node scripts/build.mjs
// The e2e run on the original (E2E_BACKEND_PROFILE=original) builds the storefront this way,
// so its pages are prerendered from the original's answers, as a production build would be.
// The stand-in reads its settings from the environment (cli.mjs); its seed ids are fixed, so
// the pages built now link to the products the stand-in started again for the journeys holds.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { waitFor } from "../../scripts/lib/processes.mjs";

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error("usage: node tests/original-backend/with-standin.mjs <command> [args…]");
  process.exit(2);
}

const port = Number(process.env.ORIGINAL_BACKEND_PORT ?? 4400);
const standIn = spawn(process.execPath, [fileURLToPath(new URL("cli.mjs", import.meta.url))], {
  stdio: "inherit",
});
const standInExited = new Promise((resolve) => standIn.on("exit", resolve));

let code = 1;
try {
  await waitFor(`http://127.0.0.1:${port}/api/getkey`, { child: standIn, timeoutMs: 30_000 });
  const child = spawn(command, args, { stdio: "inherit" });
  code = await new Promise((resolve) => child.on("exit", (status) => resolve(status ?? 1)));
} catch (error) {
  console.error(`[original] ${error.message}`);
} finally {
  standIn.kill("SIGTERM");
  await standInExited;
}
process.exit(code);
