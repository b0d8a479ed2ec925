/** @jest-environment node */
// The edge's config as `npm run cluster` writes it from deploy/nginx/giftshop.conf.template:
// every value filled in, and nginx itself accepting it (`nginx -t`) where nginx is installed.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  ClusterUnavailable,
  ensureNginx,
  writeNginxConfig,
} from "../../../scripts/lib/cluster.mjs";

let dir: string;
let mainFile: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "edge-config-"));
  mainFile = writeNginxConfig({
    dir,
    edgePort: 18080,
    backendLbPort: 18081,
    storefrontPorts: [13101, 13102],
    backendPorts: [14101, 14102],
    staticRoot: dir,
  });
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const site = () => fs.readFileSync(path.join(dir, "giftshop.conf"), "utf8");
const withoutComments = (text: string) => text.replace(/#.*$/gm, "");

test("every ${NAME} of the template is filled in", () => {
  expect(withoutComments(site())).not.toMatch(/\$\{[A-Z_]+\}/);
  expect(site()).toContain("listen 127.0.0.1:18080;");
  expect(site()).toContain("listen 127.0.0.1:18081;");
  expect(site()).toContain("server 127.0.0.1:13101 max_fails=1 fail_timeout=5s;");
  expect(site()).toContain("server 127.0.0.1:14102 max_fails=1 fail_timeout=5s;");
  expect(site()).toContain(`proxy_cache_path ${path.join(dir, "cache")} `);
});

test("the edge never stores the shopper's own answers", () => {
  const config = withoutComments(site());
  // /api passes straight through, without the page cache.
  const api = config.slice(config.indexOf("location /api/"));
  expect(api.slice(0, api.indexOf("}"))).not.toMatch(/proxy_cache\s/);
  // A pincode cookie skips the cache both ways.
  expect(config).toMatch(/proxy_cache_bypass \$giftshop_personal;/);
  expect(config).toMatch(/proxy_no_cache \$giftshop_personal;/);
});

test("nginx accepts the config", () => {
  let nginx: string;
  try {
    nginx = ensureNginx({ install: false });
  } catch (error) {
    if (!(error instanceof ClusterUnavailable)) throw error;
    console.log(`skipped: ${error.message}`);
    return;
  }
  const check = spawnSync(nginx, ["-t", "-c", mainFile, "-p", dir], { encoding: "utf8" });
  expect(check.stderr).toMatch(/syntax is ok/);
  expect(check.status).toBe(0);
});
