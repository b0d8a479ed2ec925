// What the cluster (scripts/lib/cluster.mjs: nginx's edge cache and balancer, two storefronts
// on one Redis, two backends on one PostgreSQL) must hold for shoppers (docs/scale-out.md).
// Run in order by tests/cluster/run.mjs, each given the running cluster.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import {
  RUN,
  Shopper,
  Stats,
  checkOut,
  fewAtATime,
  isHalfOrder,
  ordersOf,
  placeOrder,
  sleep,
} from "../reliability/lib/shopper.mjs";

/** How long after the webhook the edge may still answer the old page: its s-maxage (60 s,
 * app/products/[id]/page.tsx) plus one refresh, with room for a slow machine. */
const EDGE_BOUND_MS = 75_000;
/** The storefronts drop their copies when the webhook arrives: seconds, not a minute. */
const STOREFRONT_BOUND_MS = 10_000;

let shopperCount = 0;
/** A shopper with an address of their own (the storefronts count one proxy, TRUST_PROXY=1). */
function shopper(base) {
  shopperCount += 1;
  return new Shopper({
    base,
    ip: `10.77.${Math.floor(shopperCount / 200)}.${(shopperCount % 200) + 1}`,
  });
}

/** Signs up a new shopper directly on `base` (a storefront: each sign-up needs its own IP). */
async function signedUp(base, label) {
  const s = shopper(base);
  const ok = await s.signUp({
    name: `Cluster Shopper ${label}`,
    email: `cluster-${RUN}-${label}@example.in`,
    password: `Cluster-${RUN}-pass`,
  });
  assert.ok(ok, `sign-up of ${label} on ${base} failed`);
  return s;
}

/** Products without variants, from the backends' catalogue (through their balancer). */
async function plainProducts(cluster) {
  const answer = await fetch(`${cluster.backendLbUrl}/api/client/search`);
  const body = await answer.json();
  const products = (body.data ?? body).filter((p) => !p.variants || p.variants.length === 0);
  assert.ok(products.length >= 10, "the seeded catalogue has plain products");
  return products.map((p) => ({ id: p._id ?? p.id, price: p.price }));
}

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
    async (cluster) => {
      const [victim] = cluster.storefronts;
      const products = await plainProducts(cluster);
      // Shoppers with a filled cart, signed up on the storefronts directly (their own
      // addresses), who check out through the edge while one storefront dies.
      const buyers = await fewAtATime(10, 3, async (index) => {
        const member = await signedUp(cluster.storefronts[index % 2].url, `buyer-${index}`);
        const buyer = member.at(cluster.url);
        const added = await buyer.post("/api/cart", {
          productId: products[2 + index].id,
          quantity: 1 + (index % 3),
        });
        assert.equal(added.status, 200, "add to cart");
        return buyer;
      });

      const pages = [
        "/",
        "/products",
        "/faqs",
        ...products.slice(0, 6).map((p) => `/products/${p.id}`),
      ];
      const stats = new Stats();
      let loading = true;
      let killedAt = Infinity;
      // Answers the storefront had begun to send when it died: nginx retries a request on the
      // other storefront only while it has passed nothing on (a streamed page cannot be taken
      // back), so those, and only those, are cut. Any other failure fails the test.
      const cutByTheKill = [];
      const load = Array.from({ length: 16 }, async (_, worker) => {
        const visitor = new Shopper({ base: cluster.url, ip: "203.0.113.9", stats });
        for (let i = worker; loading; i += 1) {
          // Search results render per request, so they always reach a storefront.
          const path = i % 3 === 0 ? `/search-results?q=cake+${i % 7}` : pages[i % pages.length];
          const started = Date.now();
          const answer = await visitor.get(path, { timeoutMs: 15_000 });
          if (answer.cutAfter === 200 && started < killedAt && Date.now() >= killedAt) {
            cutByTheKill.push(`GET ${path}`);
          }
        }
      });

      await sleep(1500);
      // Checkouts spread over two seconds, the storefront killed while the first are in flight.
      const checkouts = buyers.map(async (buyer, index) => {
        await sleep(index * 200);
        return checkOut(buyer);
      });
      await sleep(400);
      killedAt = Date.now();
      await victim.kill();
      const outcomes = await Promise.all(checkouts);
      await sleep(3000);
      await victim.start();
      await sleep(2000);
      loading = false;
      await Promise.all(load);

      assert.ok(stats.requests > 100, `the load ran (${stats.requests} requests)`);
      assert.equal(
        stats.noAnswers + stats.serverErrors - cutByTheKill.length,
        0,
        `page loads failed: ${stats.statusSummary()}\n${stats.failures.join("\n")}`,
      );
      // At most one per visitor: each has one request in flight.
      assert.ok(cutByTheKill.length <= 16, cutByTheKill.join(", "));
      const retried = outcomes.filter((outcome) => outcome.answer.status >= 500).length;
      console.log(
        `    ${stats.requests} page loads (${stats.statusSummary()}), p99 ${Math.round(stats.quantile(0.99))} ms; ` +
          `${cutByTheKill.length} cut mid-answer by the kill; ` +
          `${outcomes.length} checkouts, ${retried} cut off by the kill and retried`,
      );
      // A POST is never retried by nginx on another storefront (it may have been carried
      // out): a shopper whose step failed mid-way tries it again, as the checkout page lets
      // them, and must end with exactly one order for what they paid.
      for (const [index, outcome] of outcomes.entries()) {
        const buyer = buyers[index];
        if (outcome.step === "order" && outcome.answer.status >= 500) {
          const again = await placeOrder(buyer, outcome.payment);
          assert.ok(again.status < 300, `the retried order of buyer ${index}: ${again.status}`);
        } else if (outcome.answer.status >= 500) {
          const again = await checkOut(buyer);
          assert.ok(again.answer.status < 300, `buyer ${index} retried at ${again.step}`);
        } else {
          assert.ok(
            outcome.answer.status < 300,
            `buyer ${index}: ${outcome.step} ${outcome.answer.status}`,
          );
        }
        const orders = await ordersOf(buyer);
        assert.equal(orders?.length, 1, `buyer ${index} has exactly one order`);
        assert.ok(!isHalfOrder(orders[0]), `buyer ${index}'s order is whole`);
      }
    },
  ],
];
