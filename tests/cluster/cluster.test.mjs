// What the cluster (scripts/lib/cluster.mjs: nginx's edge cache and balancer, two storefronts
// on one Redis, two backends on one PostgreSQL) must hold for shoppers (docs/scale-out.md).
// Run in order by tests/cluster/run.mjs, each given the running cluster.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { RUN, sleep } from "../reliability/lib/shopper.mjs";
import { killedUnderLoad } from "./killed-under-load.mjs";
import { plainProducts, shopper, signedUp } from "./shoppers.mjs";

/** How long after the webhook the edge may still answer the old page: its s-maxage (60 s,
 * CACHE_LIFE.cataloguePage in lib/cache-life.ts) plus one refresh, with room for a slow machine. */
const EDGE_BOUND_MS = 75_000;
/** The storefronts drop their copies when the webhook arrives: seconds, not a minute. */
const STOREFRONT_BOUND_MS = 10_000;

/** The price in a product page's JSON-LD Offer. */
function offerPrice(html) {
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)) {
    const data = JSON.parse(json);
    if (data["@type"] === "Product" && !Array.isArray(data.offers)) return data.offers.price;
  }
  return null;
}

async function get(url, headers = {}) {
  const response = await fetch(url, { headers, redirect: "manual" });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/** Polls `read` until it resolves `want` or `ms` pass; resolves the time it took, or throws. */
async function within(ms, what, read, want) {
  const started = Date.now();
  let last;
  while (Date.now() - started < ms) {
    last = await read();
    if (last === want) return Date.now() - started;
    await sleep(500);
  }
  throw new Error(`${what}: still ${last} after ${ms / 1000} s (wanted ${want})`);
}

export const CLUSTER_TESTS = [
  [
    "a cached catalogue page is the same bytes for every visitor, at the edge and on each storefront",
    async (cluster) => {
      const [one, two] = cluster.storefronts;
      const [product] = await plainProducts(cluster);
      const member = await signedUp(one.url, "same-bytes");
      const memberCookie = [...member.cookies].map(([n, v]) => `${n}=${v}`).join("; ");
      const paths = ["/", "/products", `/products/${product.id}`];
      // A page older than its revalidate period is regenerated after the request that finds
      // it: asked once on each storefront first, every copy below is the current one.
      for (const path of paths) {
        for (const storefront of [one, two]) await get(`${storefront.url}${path}`);
      }
      await sleep(2000);
      for (const path of paths) {
        await get(`${cluster.url}${path}`); // the edge's first request may be its miss
        const anonymous = await get(`${cluster.url}${path}`);
        assert.equal(anonymous.status, 200, path);
        assert.equal(anonymous.headers.get("x-cache"), "HIT", `${path} is served from the edge`);
        const policy = anonymous.headers.get("cache-control") ?? "";
        assert.match(policy, /s-maxage=\d+/, `${path}: a shared cache may keep it`);
        assert.match(policy, /stale-while-revalidate=\d+/, path);
        const signedIn = await get(`${cluster.url}${path}`, { cookie: memberCookie });
        assert.equal(signedIn.headers.get("x-cache"), "HIT", `${path}: signed in, from the edge`);
        assert.equal(
          signedIn.headers.get("set-cookie"),
          null,
          `${path}: no cookie on a cached page`,
        );
        assert.equal(
          signedIn.body,
          anonymous.body,
          `${path}: a signed-in visitor gets the same page`,
        );
        // Each storefront serves the one copy in the shared cache, whoever asks.
        const first = await get(`${one.url}${path}`);
        for (const storefront of [one, two]) {
          const direct = await get(`${storefront.url}${path}`, { cookie: memberCookie });
          assert.equal(direct.headers.get("set-cookie"), null, `${path} on ${storefront.name}`);
          assert.equal(
            direct.body,
            first.body,
            `${path}: ${storefront.name} serves the same bytes`,
          );
        }
      }
      // The shopper's own data stays behind /api, never stored.
      const me = await get(`${cluster.url}/api/account/me`, { cookie: memberCookie });
      assert.equal(me.status, 200);
      assert.match(me.headers.get("cache-control") ?? "", /no-store/);
      assert.equal(me.headers.get("x-cache"), null, "/api answers never pass the page cache");
      // A shopper with a pincode gets their own page, which the edge neither serves nor keeps.
      const local = await get(`${cluster.url}/products/${product.id}`, {
        cookie: "pincode=560038",
      });
      assert.equal(local.status, 200);
      assert.equal(local.headers.get("x-cache"), "BYPASS");
      assert.match(local.headers.get("cache-control") ?? "", /private/);
    },
  ],
  [
    "a shopper signed in on one storefront is signed in on the other",
    async (cluster) => {
      const [one, two] = cluster.storefronts;
      const member = await signedUp(one.url, "both-instances");
      for (const base of [two.url, cluster.url]) {
        const me = await member.at(base).get("/api/account/me");
        assert.equal(me.status, 200, `${base} knows the session`);
        assert.equal(me.body.user.email, `cluster-${RUN}-both-instances@example.in`);
      }
    },
  ],
  [
    "a shopper's rate limit counts across storefronts",
    async (cluster) => {
      const [one, two] = cluster.storefronts;
      const visitor = shopper(one.url);
      const statuses = [];
      // The footer's newsletter sign-up: 5 an hour per address (newsletter-ip), taken in turn
      // on each storefront; with counters per instance the sixth would pass too.
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const base = attempt % 2 === 0 ? one.url : two.url;
        const answer = await visitor.at(base).post("/api/newsletter", {
          email: `news-${RUN}-${attempt}@example.in`,
        });
        statuses.push(answer.status);
      }
      assert.ok(
        statuses.slice(0, 5).every((status) => status === 200),
        `${statuses}`,
      );
      assert.equal(statuses[5], 429, `the sixth is refused wherever it lands: ${statuses}`);
    },
  ],
  [
    "a price change reaches both storefronts at once and the edge within its s-maxage",
    async (cluster) => {
      const [, product] = await plainProducts(cluster);
      const page = `/products/${product.id}`;
      const priceAt = async (base) => offerPrice((await get(`${base}${page}`)).body);
      for (const base of [cluster.url, cluster.url, ...cluster.storefronts.map((s) => s.url)]) {
        assert.equal(await priceAt(base), product.price, `${base} shows the price first`);
      }
      const newPrice = product.price - 100;
      const cli = spawnSync(
        process.execPath,
        ["--import", "tsx", "backend/src/catalogue-cli.ts", "price", product.id, String(newPrice)],
        {
          encoding: "utf8",
          env: {
            ...process.env,
            NODE_ENV: "production",
            PAYMENT_PROVIDER: "local",
            DATABASE_URL: cluster.databaseUrl,
            DATA_DIR: `${cluster.dataDir}/backend`,
            // To one storefront only: the other must learn of it through the shared tags.
            CATALOGUE_WEBHOOK_URL: `${cluster.storefronts[0].url}/api/revalidate`,
            CATALOGUE_WEBHOOK_SECRET: cluster.secrets.CATALOGUE_WEBHOOK_SECRET,
          },
        },
      );
      assert.equal(cli.status, 0, `npm run catalogue -- price: ${cli.stderr}${cli.stdout}`);
      assert.match(cli.stdout, /storefronts told/, cli.stdout);
      // The storefront that did not receive the webhook is asked first: were the tags not
      // shared, it would serve the page it has, with the old price, until it expired.
      for (const storefront of [...cluster.storefronts].reverse()) {
        await within(STOREFRONT_BOUND_MS, storefront.name, () => priceAt(storefront.url), newPrice);
      }
      const tookMs = await within(EDGE_BOUND_MS, "the edge", () => priceAt(cluster.url), newPrice);
      console.log(`    the edge showed the new price after ${(tookMs / 1000).toFixed(1)} s`);
    },
  ],
  [
    "a storefront killed under load: no page load fails and no checkout is lost",
    (cluster, { iteration = 0 } = {}) => killedUnderLoad(cluster, iteration),
  ],
];
