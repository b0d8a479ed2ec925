// `npm run screens`: regenerates the shop's screenshots in docs/screens/ (docs/screens/README.md
// lists them). Builds the shop with the screenshot run's settings, then Playwright
// (tests/screens/playwright.config.ts) starts it in full mode on its own data folder, signs a
// shopper up, takes a midnight cake from the product page to order tracking with cash on
// delivery, photographs each screen at 390 px and 1280 px, and stops everything it started.
//
//   npm run screens                  build, then photograph
//   npm run screens -- --reuse-build photograph the build already in .next (made by this script)
//
// The ports are the e2e shop's (E2E_PORT, E2E_BACKEND_PORT, E2E_SMTP_PORT move them), so the
// command cannot run beside an e2e run on the same ports.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { loadDotEnv } from "./lib/processes.mjs";
import { SCREENS_DIR, screensServerEnv } from "./lib/screens-env.mjs";

const USAGE = "usage: npm run screens [-- --reuse-build]";
const args = process.argv.slice(2);
const unknown = args.filter((arg) => arg !== "--reuse-build");
if (unknown.length > 0) {
  console.error(`unknown argument ${unknown.join(" ")}\n${USAGE}`);
  process.exit(2);
}

loadDotEnv();
const env = { ...process.env, ...screensServerEnv() };
const reuse = args.includes("--reuse-build");

if (reuse && !fs.existsSync(".next/BUILD_ID")) {
  console.error("--reuse-build: there is no build in .next; run `npm run screens` once without it");
  process.exit(2);
}
if (!reuse) {
  // SITE_URL is baked into prerendered pages, so the build gets the server's settings.
  console.log("— building the shop (next build) —");
  const build = spawnSync(process.execPath, ["scripts/build.mjs"], { stdio: "inherit", env });
  if (build.status !== 0) {
    console.error("the build failed: no screenshots were taken");
    process.exit(build.status ?? 1);
  }
}

console.log("— photographing the shop at 390 px and 1280 px —");
const run = spawnSync(
  "node_modules/.bin/playwright",
  ["test", "--config", "tests/screens/playwright.config.ts"],
  { stdio: "inherit", env: { ...env, E2E_SKIP_BUILD: "1" } },
);
if (run.status !== 0) {
  console.error("the screenshot journey failed: docs/screens/ may hold older pictures");
  process.exit(run.status ?? 1);
}

const pictures = fs
  .readdirSync(SCREENS_DIR)
  .filter((name) => name.endsWith(".png"))
  .sort()
  .map((name) => ({ name, bytes: fs.statSync(path.join(SCREENS_DIR, name)).size }));
const total = pictures.reduce((sum, picture) => sum + picture.bytes, 0);
for (const { name, bytes } of pictures) {
  console.log(`${name.padEnd(24)} ${(bytes / 1024).toFixed(0).padStart(6)} KB`);
}
console.log(
  `${pictures.length} pictures, ${(total / 1024 / 1024).toFixed(2)} MB in ${SCREENS_DIR}/`,
);
