/**
 * @jest-environment node
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import {
  cacheAndCopy,
  edgePorts,
  installedNginx,
  rawGet,
  staticName,
  startEdge,
} from "../../../../bench/lib/edge.mjs";

describe("edgePorts and staticName", () => {
  it("puts the edge, the template's balancer and the static server 80–82 above the storefront", () => {
    expect(edgePorts(3500)).toEqual({ edge: 3580, backendLb: 3581, static: 3582 });
  });

  it("names each page's static copy after its path", () => {
    expect(staticName("/")).toBe("home.html");
    expect(staticName("/productlist")).toBe("productlist.html");
    expect(staticName("/search-results?query=cake")).toBe("search-results_query_cake.html");
  });
});

const nginx = installedNginx();
if (!nginx) console.log("edge.test: nginx is not installed, so the edge is not started here");
const withNginx = nginx ? describe : describe.skip;

withNginx("startEdge and cacheAndCopy: the repo's edge in front of a storefront", () => {
  const html = `<!doctype html><html><body>${"<p>A gift</p>".repeat(400)}</body></html>`;
  const gzipped = gzipSync(html);
  const asked: string[] = [];
  let origin: http.Server;
  let dir: string;
  let edge: Awaited<ReturnType<typeof startEdge>>;

  beforeAll(async () => {
    // A storefront's answers: a cacheable gzip page, and a page for one shopper.
    origin = http.createServer((request, response) => {
      asked.push(request.url ?? "");
      const shared = request.url === "/";
      response.writeHead(200, {
        "content-type": "text/html; charset=utf-8",
        "content-encoding": "gzip",
        "cache-control": shared ? "s-maxage=60, stale-while-revalidate=600" : "private, no-store",
      });
      response.end(gzipped);
    });
    await new Promise<void>((resolve) => origin.listen(0, "127.0.0.1", resolve));
    const { port } = origin.address() as AddressInfo;
    // nginx's workers (another user when started as root) must reach the static files.
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-edge-test-"));
    fs.chmodSync(dir, 0o755);
    edge = await startEdge({
      dir: path.join(dir, "edge"),
      storePort: port,
      backendPort: port,
      logFile: path.join(dir, "nginx.log"),
    });
  }, 30_000);

  afterAll(async () => {
    if (edge) await edge.stop();
    await new Promise((resolve) => origin?.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("caches the page (a MISS, then a HIT) and serves its very gzip bytes as a static file", async () => {
    const copy = await cacheAndCopy(edge, "/");
    expect(copy).toMatchObject({
      staticPath: "/home.html",
      htmlBytes: Buffer.byteLength(html),
      gzipBytes: gzipped.length,
      firstXCache: ["MISS", "HIT"],
    });
    expect(asked.filter((url) => url === "/")).toHaveLength(1);
    const file = await rawGet(`${edge.staticUrl}/home.html`);
    expect(file.headers["content-encoding"]).toBe("gzip");
    expect(file.body.equals(gzipped)).toBe(true);
    const edgeAnswer = await rawGet(`${edge.url}/`);
    expect(edgeAnswer.headers["x-cache"]).toBe("HIT");
    expect(asked.filter((url) => url === "/")).toHaveLength(1);
  });

  it("refuses a page the edge does not keep, which would measure the storefront instead", async () => {
    await expect(cacheAndCopy(edge, "/mine")).rejects.toThrow(
      /did not serve \/mine from its cache: status 200, X-Cache MISS, MISS/,
    );
  }, 10_000);
});
