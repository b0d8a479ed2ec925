// A storefront dies while shoppers browse and check out through the edge: no page load may
// fail, and every buyer ends with exactly one whole order for what they paid, after retrying
// as the checkout pages let them (docs/scale-out.md "A storefront dies during a checkout").
import assert from "node:assert/strict";
import pg from "pg";
import {
  Shopper,
  Stats,
  checkOut,
  fewAtATime,
  isHalfOrder,
  journalText,
  ordersOf,
  payAndOrder,
  placeOrder,
  sleep,
} from "../reliability/lib/shopper.mjs";
import { plainProducts, signedUp } from "./shoppers.mjs";

/**
 * When the storefront dies. A run takes the moment its iteration names (CI runs the first);
 * `npm run test:cluster -- --only killed --repeat 50` takes them in turn, so place-order is
 * cut before its backend call, during it, and after the backend committed but before the
 * answer reached the shopper.
 */
const KILL_MOMENTS = [
  { name: "400 ms after the first checkout began", afterMs: 400 },
  { name: "as the first place-order is sent", ordersSent: 1, delayMs: 0 },
  { name: "as the first order is committed", ordersCommitted: 1 },
  { name: "30 ms into the second place-order", ordersSent: 2, delayMs: 30 },
  { name: "as the fourth order is committed", ordersCommitted: 4 },
  { name: "80 ms into the third place-order", ordersSent: 3, delayMs: 80 },
];

/** Should the moment not come (every order placed before it), the storefront dies anyway. */
const LATEST_KILL_MS = 4000;
const CHANNEL = "cluster_test_order_committed";

/**
 * Kills `victim` at `moment`: on a timer, when buyers have sent a number of place-orders
 * (`sent`, called for each request), or when PostgreSQL has committed a number of orders (a
 * trigger's NOTIFY, delivered at commit).
 */
class KillSwitch {
  killedAt = Infinity;
  ordersSent = 0;
  ordersCommitted = 0;
  timers = [];
  /** @type {Promise<void> | null} */
  killing = null;

  constructor(victim, moment, databaseUrl) {
    this.victim = victim;
    this.moment = moment;
    this.databaseUrl = databaseUrl;
  }

  async arm() {
    if (!this.moment.ordersCommitted) return;
    this.listener = new pg.Client({ connectionString: this.databaseUrl });
    await this.listener.connect();
    await this.listener.query(`
      CREATE OR REPLACE FUNCTION ${CHANNEL}() RETURNS trigger AS $$
      BEGIN PERFORM pg_notify('${CHANNEL}', NEW.id); RETURN NEW; END $$ LANGUAGE plpgsql;
      DROP TRIGGER IF EXISTS ${CHANNEL} ON orders;
      CREATE TRIGGER ${CHANNEL} AFTER INSERT ON orders FOR EACH ROW EXECUTE FUNCTION ${CHANNEL}();
      LISTEN ${CHANNEL};`);
    this.listener.on("notification", () => {
      this.ordersCommitted += 1;
      if (this.ordersCommitted === this.moment.ordersCommitted) void this.pull();
    });
  }

  /** The checkouts begin now. */
  start() {
    if (this.moment.afterMs !== undefined) this.later(this.moment.afterMs);
    this.later(LATEST_KILL_MS);
  }

  /** A buyer sends a request (`entry` of its journal). */
  sent(entry) {
    if (entry.method !== "POST" || entry.label !== "/api/orders") return;
    this.ordersSent += 1;
    if (this.ordersSent === this.moment.ordersSent) this.later(this.moment.delayMs);
  }

  later(ms) {
    this.timers.push(setTimeout(() => void this.pull(), ms));
  }

  pull() {
    if (!this.killing) {
      this.killedAt = Date.now();
      this.killing = this.victim.kill();
    }
    return this.killing;
  }

  async disarm() {
    for (const timer of this.timers) clearTimeout(timer);
    if (!this.listener) return;
    await this.listener.query(`DROP TRIGGER IF EXISTS ${CHANNEL} ON orders`);
    await this.listener.end();
  }
}

/** A step that got no whole answer, or a server error: what a shopper tries again. */
const failed = (answer) => answer.status === 0 || answer.status >= 500;

/**
 * What a shopper does after a checkout step failed, as the pages let them: "Try again" on the
 * order with the same signed payment, Pay again on the same payment page, or (the payment not
 * yet begun) checking out again. Resolves the last step and its answer.
 */
function retried(buyer, outcome) {
  if (!failed(outcome.answer)) return outcome;
  if (outcome.step === "order") {
    return placeOrder(buyer, outcome.payment).then((answer) => ({ ...outcome, answer }));
  }
  if (outcome.step === "pay") return payAndOrder(buyer, outcome.providerOrderId);
  return checkOut(buyer);
}

const said = (answer) => `${answer.status || "no answer"}`;

/**
 * What the backend had carried out of a cut checkout step before the shopper tried again:
 * the order saved, the payment taken, or neither.
 */
async function doneBeforeRetry(databaseUrl, email) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query(
      `SELECT (SELECT count(*) FROM orders o WHERE o.user_id = u.id)::int AS orders,
              (SELECT count(*) FROM payments p WHERE p.user_id = u.id
                 AND p.provider_payment_id IS NOT NULL)::int AS taken
       FROM users u WHERE u.email = $1`,
      [email],
    );
    const [{ orders, taken }] = rows;
    return orders > 0 ? "order saved" : taken > 0 ? "payment taken" : "nothing done";
  } finally {
    await db.end();
  }
}

/** The buyer's payment and order rows, for a failure message. */
async function rowsOf(databaseUrl, email) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const payments = await db.query(
      `SELECT p.provider_order_id, p.status, p.amount, p.provider_payment_id, p.created_at, p.paid_at
       FROM payments p JOIN users u ON u.id = p.user_id WHERE u.email = $1 ORDER BY p.created_at`,
      [email],
    );
    const orders = await db.query(
      `SELECT o.id, o.payment_id, o.provider_order_id, o.total_amount, o.status, o.placed_at
       FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email = $1 ORDER BY o.placed_at`,
      [email],
    );
    const rows = (result) => result.rows.map((row) => `    ${JSON.stringify(row)}`).join("\n");
    return `  payments:\n${rows(payments) || "    none"}\n  orders:\n${rows(orders) || "    none"}`;
  } finally {
    await db.end();
  }
}

export async function killedUnderLoad(cluster, iteration) {
  const moment = KILL_MOMENTS[iteration % KILL_MOMENTS.length];
  console.log(`    the storefront dies ${moment.name}`);
  const [victim] = cluster.storefronts;
  const products = await plainProducts(cluster);
  const killSwitch = new KillSwitch(victim, moment, cluster.databaseUrl);
  // Shoppers with a filled cart, signed up on the storefronts directly (their own
  // addresses), who check out through the edge while one storefront dies. Each keeps a
  // journal of its requests, which also tells the kill switch of every place-order sent.
  const buyers = await fewAtATime(10, 3, async (index) => {
    const label = `buyer-${iteration}-${index}`;
    const member = await signedUp(cluster.storefronts[index % 2].url, label);
    const journal = [];
    journal.push = (entry) => {
      killSwitch.sent(entry);
      return Array.prototype.push.call(journal, entry);
    };
    const buyer = new Shopper({ base: cluster.url, ip: member.ip, journal });
    buyer.cookies = member.cookies;
    buyer.email = member.email;
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
  // Answers the storefront had begun to send when it died: nginx retries a request on the
  // other storefront only while it has passed nothing on (a streamed page cannot be taken
  // back), so those, and only those, are cut. Any other failure fails the test.
  const cutByTheKill = [];
  const load = Array.from({ length: 16 }, async (_, worker) => {
    const visitor = new Shopper({ base: cluster.url, ip: "203.0.113.9", stats });
    for (let i = worker; loading; i += 1) {
      // Search results render per request, so they always reach a storefront.
      const path = i % 3 === 0 ? `/search-results?query=cake+${i % 7}` : pages[i % pages.length];
      const started = Date.now();
      const answer = await visitor.get(path, { timeoutMs: 15_000 });
      const { killedAt } = killSwitch;
      if (answer.cutAfter === 200 && started < killedAt && Date.now() >= killedAt) {
        cutByTheKill.push(`GET ${path}`);
      }
    }
  });

  await killSwitch.arm();
  let outcomes;
  try {
    await sleep(1500);
    // Checkouts spread over two seconds, the storefront killed at the moment chosen.
    const begun = Date.now();
    killSwitch.start();
    outcomes = await Promise.all(
      buyers.map(async (buyer, index) => {
        await sleep(index * 200);
        return checkOut(buyer);
      }),
    );
    await killSwitch.pull();
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
    // Each cut step, and what the backend had done of it when its answer was lost.
    const cut = [];
    for (const [index, outcome] of outcomes.entries()) {
      if (!failed(outcome.answer)) continue;
      const done = await doneBeforeRetry(cluster.databaseUrl, buyers[index].email);
      cut.push(`${outcome.step} ${said(outcome.answer)}: ${done}`);
    }
    console.log(
      `    ${stats.requests} page loads (${stats.statusSummary()}), p99 ${Math.round(stats.quantile(0.99))} ms; ` +
        `${cutByTheKill.length} cut mid-answer by the kill; ${outcomes.length} checkouts, ` +
        `${cut.length} cut off by the kill and retried${cut.length ? ` (${cut.join("; ")})` : ""}`,
    );

    // A POST is never retried by nginx on another storefront (it may have been carried
    // out): a buyer whose step failed tries it again, and must end with exactly one whole
    // order for what they paid.
    const problems = [];
    for (const [index, outcome] of outcomes.entries()) {
      const buyer = buyers[index];
      const last = await retried(buyer, outcome);
      const orders = await ordersOf(buyer);
      const ended = `${last.step} ${said(last.answer)}`;
      let problem = null;
      if (failed(last.answer) || last.answer.status >= 300)
        problem = `the checkout ended at ${ended}`;
      else if (orders?.length !== 1)
        problem = `${orders?.length ?? "unreadable"} orders after ${ended}`;
      else if (isHalfOrder(orders[0])) problem = `a half order after ${ended}`;
      if (problem) {
        problems.push(
          `buyer ${index}: ${problem} (the storefront died at +${killSwitch.killedAt - begun} ms)\n` +
            `${journalText(buyer.journal, begun)}\n${await rowsOf(cluster.databaseUrl, buyer.email)}`,
        );
      }
    }
    assert.equal(problems.length, 0, `\n${problems.join("\n\n")}`);
  } finally {
    loading = false;
    await killSwitch.disarm();
    // A failure before the storefront came back must not leave the cluster one short.
    const child = victim.child;
    if (child && (child.exitCode !== null || child.signalCode !== null)) await victim.start();
  }
}
