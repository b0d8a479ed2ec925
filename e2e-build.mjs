import { spawnSync } from "node:child_process";
import { e2eServerEnv } from "./scripts/lib/e2e-env.mjs";
const r = spawnSync("node", ["scripts/build.mjs"], { stdio: "inherit", env: { ...process.env, ...e2eServerEnv() } });
process.exit(r.status ?? 1);
