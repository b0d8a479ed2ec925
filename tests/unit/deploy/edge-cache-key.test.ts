/** @jest-environment node */
// The edge's cache key (deploy/nginx/giftshop.conf.template, docs/scale-out.md "The edge's
// cache key"): it holds exactly the query parameters of lib/routing/page-query.ts, no page
// reads another one, and no page reads the Host. Where nginx is installed, a real edge in
// front of a stand-in storefront shows junk parameters and made-up Hosts sharing one key.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { getImageProps } from "next/image";
import { cachedListKey } from "@/lib/catalogue/cached-list";
import { parseFilter } from "@/lib/filters";
import { VARIANT_PARAM } from "@/lib/gifting/variant-view";
import {
  FILTER_PARAMS,
  IMAGE_QUERY_PARAMS,
  NEXT_RSC_PARAM,
  PAGE_QUERY_PARAMS,
} from "@/lib/routing/page-query";
import {
  ClusterUnavailable,
  ensureNginx,
  writeNginxConfig,
} from "../../../scripts/lib/cluster.mjs";
import { waitFor } from "../../../scripts/lib/processes.mjs";

const root = path.resolve(__dirname, "../../..");
const TEMPLATE = "deploy/nginx/giftshop.conf.template";
const config = fs.readFileSync(path.join(root, TEMPLATE), "utf8").replace(/#.*$/gm, "");

/** The `$giftshop_arg_<name>` variables a map's source joins, in order, as parameter names. */
function joinedParams(output: string): string[] {
  const source = new RegExp(`map "([^"]*)" \\$${output} \\{`).exec(config)?.[1] ?? "";
  return [...source.matchAll(/\$giftshop_arg_(\w+)/g)].map((match) => match[1] ?? "");
}

/** The edge's location for the pages it passes on as sent, as a RegExp of paths. */
function passedAsSent(): RegExp {
  const pattern = /location ~ (\^\/\([^)]*\)\(\/\|\$\)) \{/.exec(config)?.[1];
  if (!pattern) throw new Error(`${TEMPLATE} has no location for the pages passed on as sent`);
  return new RegExp(pattern);
}

const edgeLocation = () => {
  const start = config.indexOf("location / {");
  return config.slice(start, config.indexOf("}", start));
};

describe("the key holds exactly the parameters the pages read", () => {
  test("names nginx can read: lower-case letters, digits and _, each once", () => {
    for (const names of [PAGE_QUERY_PARAMS, IMAGE_QUERY_PARAMS]) {
      for (const name of names) expect(name).toMatch(/^[a-z0-9_]+$/);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  test("each parameter is written back as itself, with its first value, empty ones left out", () => {
    const maps = [
      ...config.matchAll(
        /map \$arg_(\w+) \$giftshop_arg_(\w+) \{ "" ""; default "&(\w+)=\$arg_(\w+)"; \}/g,
      ),
    ];
    for (const [, read, variable, written, value] of maps) {
      expect([variable, written, value]).toEqual([read, read, read]);
    }
    expect(maps.map((map) => map[1]).sort()).toEqual(
      [...PAGE_QUERY_PARAMS, ...IMAGE_QUERY_PARAMS].sort(),
    );
  });

  test("a page's query is PAGE_QUERY_PARAMS in order; a picture's, Next's image parameters", () => {
    expect(joinedParams("giftshop_page_query")).toEqual(PAGE_QUERY_PARAMS);
    expect(joinedParams("giftshop_image_query")).toEqual(IMAGE_QUERY_PARAMS);
    expect(config).toMatch(
      /map \$uri \$giftshop_query \{\s*\/_next\/image \$giftshop_image_query;\s*default \$giftshop_page_query;\s*\}/,
    );
  });

  test("a page parameter given twice is recognised for every page parameter", () => {
    const repeated =
      /map \$request_uri \$giftshop_repeated \{[^}]*"~\*\[\?&\]\(([^)]*)\)=\.\*&\\1=" 1;/;
    expect(repeated.exec(config)?.[1]?.split("|")).toEqual(PAGE_QUERY_PARAMS);
  });

  test("the key is the path and that query, with no Host and no raw query", () => {
    const key = /proxy_cache_key "([^"]*)";/.exec(edgeLocation())?.[1];
    expect(key).toBe(
      "$scheme$uri?$giftshop_query|$http_rsc|$http_next_router_prefetch|$http_next_router_segment_prefetch|$giftshop_webp",
    );
  });

  test("the storefront is sent the query the key holds, unless a parameter is repeated", () => {
    const location = edgeLocation();
    expect(location).toMatch(/set \$args \$giftshop_upstream_query;/);
    expect(config).toMatch(
      /map \$giftshop_repeated \$giftshop_upstream_query \{\s*1 \$args;\s*default \$giftshop_query;\s*\}/,
    );
    expect(location).toMatch(/proxy_cache_bypass [^;]*\$giftshop_repeated[^;]*;/);
    expect(location).toMatch(/proxy_no_cache [^;]*\$giftshop_repeated[^;]*;/);
  });

  test("Next's own names: the payload's `_rsc` and what next/image writes", () => {
    // The search parameter Next's "CDN Caching" guide tells a CDN to keep in its key; Next
    // exports no constant for it.
    expect(NEXT_RSC_PARAM).toBe("_rsc");
    expect(PAGE_QUERY_PARAMS).toContain(NEXT_RSC_PARAM);
    const { props } = getImageProps({ src: "/uploads/cake.jpg", width: 640, height: 480, alt: "" });
    expect([...new URL(props.src, "http://shop").searchParams.keys()]).toEqual(IMAGE_QUERY_PARAMS);
  });
});

describe("no cached page reads a parameter outside the list", () => {
  /** Search params that note every name asked for. */
  class RecordingParams extends URLSearchParams {
    asked = new Set<string>();
    override get(name: string) {
      this.asked.add(name);
      return super.get(name);
    }
    override getAll(name: string) {
      this.asked.add(name);
      return super.getAll(name);
    }
    override has(name: string, value?: string) {
      this.asked.add(name);
      return super.has(name, value);
    }
  }
  const categories = [{ id: "c1", name: "Cakes" }];

  test("the list pages' filter (parseFilter, the cached list's key) asks for listed names only", () => {
    const params = new RecordingParams();
    cachedListKey(params, categories);
    parseFilter(params, categories);
    expect([...params.asked].sort()).toEqual(Object.values(FILTER_PARAMS).sort());

    // The form a page's props take: a plain object.
    const asked = new Set<string>();
    const record = new Proxy<Record<string, string>>(
      {},
      {
        get: (_, name) => {
          if (typeof name === "string") asked.add(name);
          return undefined;
        },
      },
    );
    parseFilter(record, categories);
    for (const name of asked) expect(PAGE_QUERY_PARAMS).toContain(name);
  });

  /**
   * Every file that reads a query string, and what it reads on which page. `filter`: the list
   * filter, through parseFilter (checked above). A page's reads must be listed, or the edge must
   * pass that page on as sent. `browser`: the address in the browser, after the page has loaded,
   * which the edge never changes. `notAPage`: why the query it reads is not a page's.
   * The adapter (lib/backend: the backend's addresses) and the BFF (lib/bff, app/api: /api,
   * passed on as sent) are not pages.
   */
  type Reader =
    { page: string; reads?: string[]; filter?: true } | { browser: true } | { notAPage: string };
  const READERS: Record<string, Reader> = {
    "app/(lists)/[recipient]/page.tsx": { page: "/wife", filter: true },
    "app/(lists)/list-view/[route]/[key]/page.tsx": { page: "/products", filter: true },
    "app/(account)/login/page.tsx": { page: "/login", reads: ["next"] },
    "app/(account)/myProfile/page.tsx": { page: "/myProfile", reads: ["remindFrom"] },
    "app/order-success/page.tsx": { page: "/order-success", reads: ["order"] },
    "app/order-tracking/page.tsx": { page: "/order-tracking", reads: ["orderId"] },
    "app/payment-success/page.tsx": { page: "/payment-success", reads: ["order"] },
    "app/payment/local/page.tsx": { page: "/payment/local", reads: ["order"] },
    // The pincode twin of /products/{id}, rendered for a shopper with a pincode cookie.
    "app/(product)/pincode-view/[id]/[pin]/page.tsx": {
      page: "/products/p1",
      reads: [VARIANT_PARAM],
    },
    "app/(lists)/productlist/page.tsx": { page: "/productlist", filter: true },
    "app/(lists)/products/page.tsx": { page: "/products", filter: true },
    "app/(lists)/search-results/page.tsx": { page: "/search-results", filter: true },
    "app/(lists)/subcategory/[id]/page.tsx": { page: "/subcategory/s1", filter: true },
    // A client component, rendered on the server too: it reads the query there.
    "components/account/login-screen.tsx": { page: "/login", reads: ["next"] },
    "components/account/unsubscribe-confirm.tsx": { browser: true },
    "components/cart/sign-in-gate.tsx": { browser: true },
    "components/catalogue/product-list-screen.tsx": { page: "/products", filter: true },
    "components/catalogue/scoped-list-screen.tsx": { page: "/subcategory/s1", filter: true },
    "components/catalogue/search-results-screen.tsx": { page: "/search-results", filter: true },
    "components/gifting/gift-state.tsx": { browser: true },
    "components/static/order-id.ts": { page: "/order-success", reads: ["order"] },
    "lib/api/delivery.ts": { notAPage: "writes an /api address" },
    "lib/auth/sign-in-limits.ts": { notAPage: "reads the /api/auth sign-in form" },
    "lib/catalogue/cached-list.ts": { page: "/products", filter: true },
    "lib/filters.ts": { page: "/products", filter: true },
    "lib/images.ts": { notAPage: "writes a picture's address for the image optimiser" },
    "proxy.ts": { page: "/products/p1", reads: [VARIANT_PARAM], filter: true },
  };
  const NOT_PAGES = ["app/api", "lib/backend", "lib/bff"];
  const QUERY_READ = /\bsearchParams\b|useSearchParams|location\.search\b|URLSearchParams/;

  function sourceFiles(dir: string): string[] {
    return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const file = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return NOT_PAGES.includes(file) ? [] : sourceFiles(file);
      return /\.(ts|tsx|mjs)$/.test(entry.name) ? [file] : [];
    });
  }
  const storefrontFiles = () => [...["app", "components", "lib"].flatMap(sourceFiles), "proxy.ts"];
  const text = (file: string) => fs.readFileSync(path.join(root, file), "utf8");

  test("every file that reads a query string is accounted for", () => {
    const readers = storefrontFiles().filter((file) => QUERY_READ.test(text(file)));
    // A new file here: list its parameters in lib/routing/page-query.ts (and the template), or
    // serve its page through the edge's location for pages passed on as sent.
    expect(readers.sort()).toEqual(Object.keys(READERS).sort());
  });

  test("each page's parameters are in the key, or the edge passes that page on as sent", () => {
    const asSent = passedAsSent();
    for (const [file, reader] of Object.entries(READERS)) {
      if (!("page" in reader)) continue;
      for (const name of reader.reads ?? []) {
        expect(text(file)).toContain(name);
        const keyed = PAGE_QUERY_PARAMS.includes(name) || asSent.test(reader.page);
        expect({ file, name, page: reader.page, keyed }).toEqual({
          file,
          name,
          page: reader.page,
          keyed: true,
        });
      }
    }
  });

  test("no page is built from the Host: links come from SITE_URL", () => {
    const hostReads = [
      /["'`](?:x-forwarded-)?host["'`]/i,
      /nextUrl\.(?:host|hostname|origin|href)\b/,
    ];
    const found = storefrontFiles().filter((file) =>
      hostReads.some((pattern) => pattern.test(text(file))),
    );
    expect(found).toEqual([]);
  });
});

function nginxHere(): string | null {
  try {
    return ensureNginx({ install: false });
  } catch (error) {
    if (error instanceof ClusterUnavailable) return null;
    throw error;
  }
}
const nginx = nginxHere();
if (!nginx) console.log("skipped the real edge: nginx is not installed");

type Answer = { status: number; xCache: string | null; body: string };

/** One GET through the edge, with `host` as the Host header when given. */
function get(port: number, address: string, host?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: "127.0.0.1", port, path: address, agent: false, headers: host ? { host } : {} },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            xCache: (response.headers["x-cache"] as string | undefined) ?? null,
            body,
          }),
        );
      },
    );
    request.on("error", reject);
  });
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = http.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Files in the edge's cache folder: one per key. */
function cachedEntries(dir: string): number {
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
    .length;
}

(nginx ? describe : describe.skip)("a real edge in front of a stand-in storefront", () => {
  let dir: string;
  let edgePort: number;
  let edge: ChildProcess;
  let storefront: http.Server;
  /** The addresses the storefront was asked for, with the Host it got. */
  const asked: { url: string; host: string }[] = [];
  const askedFor = (url: string) => asked.filter((request) => request.url === url).length;

  beforeAll(async () => {
    storefront = http.createServer((request, response) => {
      asked.push({ url: request.url ?? "", host: request.headers.host ?? "" });
      response.setHeader("Cache-Control", "public, s-maxage=60");
      response.end(`page for ${request.url}`);
    });
    await new Promise<void>((resolve) => storefront.listen(0, "127.0.0.1", resolve));
    const { port: storePort } = storefront.address() as { port: number };
    edgePort = await freePort();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "edge-key-"));
    // nginx run as root hands its cache to an unprivileged worker, which must reach it.
    fs.chmodSync(dir, 0o755);
    const main = writeNginxConfig({
      dir,
      edgePort,
      backendLbPort: await freePort(),
      storefrontPorts: [storePort],
      backendPorts: [storePort],
    });
    edge = spawn(nginx ?? "nginx", ["-c", main, "-p", dir], { stdio: "ignore" });
    await waitFor(`http://127.0.0.1:${edgePort}/nginx-health`, { child: edge, timeoutMs: 15_000 });
  }, 30_000);

  afterAll(async () => {
    if (edge?.exitCode === null) {
      const exited = new Promise((resolve) => edge.once("exit", resolve));
      edge.kill("SIGTERM");
      await exited;
    }
    await new Promise((resolve) => storefront?.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test("/?junk=1 and /?junk=2 are one key, and the storefront never sees junk", async () => {
    expect((await get(edgePort, "/?junk=1")).xCache).toBe("MISS");
    expect((await get(edgePort, "/?junk=2")).xCache).toBe("HIT");
    expect((await get(edgePort, "/?page=")).xCache).toBe("HIT");
    expect(askedFor("/")).toBe(1);
    expect(asked.some((request) => request.url.includes("junk"))).toBe(false);
  });

  test("1,000 junk query strings take 1 key, not 1,000, and one render", async () => {
    const before = cachedEntries(path.join(dir, "cache"));
    expect((await get(edgePort, "/faqs?junk=0")).xCache).toBe("MISS");
    for (let batch = 0; batch < 999; batch += 37) {
      const answers = await Promise.all(
        Array.from({ length: Math.min(37, 999 - batch) }, (_, i) =>
          get(edgePort, `/faqs?utm_source=ad&junk=${batch + i + 1}`),
        ),
      );
      for (const answer of answers) expect(answer.xCache).toBe("HIT");
    }
    expect(askedFor("/faqs")).toBe(1);
    expect(cachedEntries(path.join(dir, "cache")) - before).toBe(1);
  }, 30_000);

  test("each page parameter makes its own key, and the storefront gets the keyed query", async () => {
    expect((await get(edgePort, "/search-results?query=cake")).xCache).toBe("MISS");
    expect((await get(edgePort, "/search-results?query=rose")).xCache).toBe("MISS");
    expect((await get(edgePort, "/search-results?utm_source=ad&query=cake")).xCache).toBe("HIT");
    expect(askedFor("/search-results?query=cake")).toBe(1);
    expect(askedFor("/search-results?query=rose")).toBe(1);

    // The key's order and letter case, whatever the address's: what is stored is what it names.
    const mixed = await get(edgePort, "/products?Page=2&sort=price-asc&fbclid=x");
    expect(mixed.body).toBe("page for /products?sort=price-asc&page=2");
    expect((await get(edgePort, "/products?sort=price-asc&page=2")).xCache).toBe("HIT");
    // A name nginx would not read as `page` is not a page parameter here: dropped, not misread.
    expect((await get(edgePort, "/products?p%61ge=3")).body).toBe("page for /products");
  });

  test("a repeated page parameter goes as sent and is not stored", async () => {
    const address = "/products?cat=c1&cat=c2&junk=1";
    for (let i = 0; i < 2; i++) expect((await get(edgePort, address)).xCache).toBe("BYPASS");
    expect(askedFor(address)).toBe(2);
  });

  test("made-up Hosts share the shop's key; the storefront keeps the Host it was sent", async () => {
    expect((await get(edgePort, "/contact-us")).xCache).toBe("MISS");
    const before = cachedEntries(path.join(dir, "cache"));
    for (let i = 0; i < 50; i++) {
      const answer = await get(edgePort, "/contact-us", `shop-${i}.example`);
      expect(answer.xCache).toBe("HIT");
    }
    expect(cachedEntries(path.join(dir, "cache"))).toBe(before);
    expect(askedFor("/contact-us")).toBe(1);
    expect(asked.find((request) => request.url === "/contact-us")?.host).toBe(
      `127.0.0.1:${edgePort}`,
    );
  });

  test("a picture is keyed by its url, width and quality", async () => {
    const first = await get(edgePort, "/_next/image?url=%2Fa.png&w=640&q=75&junk=1");
    expect(first).toMatchObject({
      xCache: "MISS",
      body: "page for /_next/image?url=%2Fa.png&w=640&q=75",
    });
    expect((await get(edgePort, "/_next/image?q=75&w=640&url=%2Fa.png")).xCache).toBe("HIT");
    expect((await get(edgePort, "/_next/image?url=%2Fa.png&w=828&q=75")).xCache).toBe("MISS");
  });

  test("a page for one shopper gets its address as sent", async () => {
    const address = "/order-tracking?orderId=abc123&utm_source=mail";
    expect((await get(edgePort, address)).body).toBe(`page for ${address}`);
  });
});
