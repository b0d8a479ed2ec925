import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

test("a production start without PAYMENT_PROVIDER exits 1 naming it, before touching any data", () => {
  const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "giftshop-server-")), "data");
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    BACKEND_PORT: "1",
  };
  const run = spawnSync(process.execPath, ["--import", "tsx", "backend/src/server.ts"], {
    env,
    encoding: "utf8",
    timeout: 60_000,
  });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain(
    "PAYMENT_PROVIDER: must be set in production: razorpay (with RAZORPAY_KEY_ID, " +
      "RAZORPAY_KEY_SECRET) or local (test payments: no money is taken)",
  );
  expect(fs.existsSync(dataDir)).toBe(false);
  fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
});
