/** @jest-environment node */
// The edge's config as `npm run cluster` writes it from deploy/nginx/giftshop.conf.template:
// every value filled in, and nginx itself accepting it (`nginx -t`) where nginx is installed.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import {
  ClusterUnavailable,
  ensureNginx,
  writeNginxConfig,
} from "../../../scripts/lib/cluster.mjs";
import { STOREFRONT_KEEP_ALIVE_MS, nextStartArgs } from "../../../scripts/lib/processes.mjs";
import { KEEP_ALIVE_MS, keepConnectionsAlive } from "@/backend/src/keep-alive";
import { PER_SHOPPER_PAGES } from "@/lib/routing/routes";

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
  expect(config).toMatch(/proxy_cache_bypass \$giftshop_personal[^;]*;/);
  expect(config).toMatch(/proxy_no_cache \$giftshop_personal[^;]*;/);
});

test("the edge passes on as sent exactly the route table's pages for one shopper", () => {
  // lib/routing/routes.ts: the account, cart and checkout pages, sign-in, order tracking.
  const pages = /location ~ \^\/\(([^)]*)\)\(\/\|\$\) \{/.exec(withoutComments(site()))?.[1];
  expect(pages?.split("|")).toEqual(PER_SHOPPER_PAGES);
});

test("the edge sets X-Forwarded-Host itself: a shopper's own value never reaches a storefront", () => {
  const edge = withoutComments(site()).split("server {")[1] ?? "";
  expect(edge).toMatch(/proxy_set_header X-Forwarded-Host \$http_host;/);
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

test("every server keeps an idle connection longer than nginx keeps it, so none is reset", () => {
  const upstreams = [...site().matchAll(/upstream \w+ \{([^}]*)\}/g)].map((block) => block[1]);
  expect(upstreams).toHaveLength(2);
  const nginxSeconds = upstreams.map((block) => {
    const timeout = /keepalive_timeout (\d+)s;/.exec(block ?? "");
    expect(timeout).not.toBeNull();
    return Number(timeout?.[1]);
  });
  for (const seconds of nginxSeconds) {
    expect(seconds * 1000).toBeLessThan(KEEP_ALIVE_MS);
    expect(seconds * 1000).toBeLessThan(STOREFRONT_KEEP_ALIVE_MS);
  }
  // The storefront as `next start` (npm start, the cluster, the bench) and as the standalone
  // server (systemd, Docker), which reads KEEP_ALIVE_TIMEOUT.
  expect(nextStartArgs(3000).join(" ")).toContain(`--keepAliveTimeout ${STOREFRONT_KEEP_ALIVE_MS}`);
  const root = path.resolve(__dirname, "../../..");
  for (const file of ["deploy/systemd/giftshop-storefront@.service", "Dockerfile"]) {
    const text = fs.readFileSync(path.join(root, file), "utf8");
    expect({ file, value: /KEEP_ALIVE_TIMEOUT=(\d+)/.exec(text)?.[1] }).toEqual({
      file,
      value: String(STOREFRONT_KEEP_ALIVE_MS),
    });
  }
});

test("the backend's HTTP server keeps idle connections for KEEP_ALIVE_MS", async () => {
  const server = http.createServer((_, response) => response.end("ok"));
  keepConnectionsAlive(server);
  expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_MS);
  expect(server.headersTimeout).toBeGreaterThan(KEEP_ALIVE_MS);
  // The answer tells a client how long it may keep the connection.
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  const answer = await new Promise<http.IncomingMessage>((resolve) =>
    http.get({ port, host: "127.0.0.1", agent: new http.Agent({ keepAlive: true }) }, resolve),
  );
  answer.resume();
  expect(answer.headers["keep-alive"]).toBe(`timeout=${KEEP_ALIVE_MS / 1000}`);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
