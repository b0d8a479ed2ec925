// Load: virtual shoppers, each with its own address, sign up and then browse, search, fill
// and change their cart and pay with the local provider for a fixed time, with the same calls
// the browser makes. Proves: no answer of 500 or more, every paid checkout is exactly one
// order, and every cart ends holding the quantities its shopper last set.
import {
  RUN,
  Shopper,
  Stats,
  cartOf,
  checkOut,
  isHalfOrder,
  fewAtATime,
  ordersOf,
  sleep,
} from "../lib/shopper.mjs";

const SEARCH_TERMS = ["cake", "rose", "choco", "mug", "plant", "lamp", "gift", "hamper", "kurta"];

/**
 * Product ids linked from the shop's own pages (the ones a shopper can reach) that go into the
 * cart as they are: a photo gift waits for its shopper's photo (docs/gifting.md), so the
 * backend's product answer (`backendUrl`) leaves those out.
 */
export async function catalogueProducts(base, backendUrl) {
  const visitor = new Shopper({ base, ip: "10.99.0.1" });
  const ids = new Set();
  for (const page of ["/", "/productlist"]) {
    const answer = await visitor.get(page);
    if (answer.status !== 200) throw new Error(`${page} answered ${answer.status}`);
    for (const match of String(answer.body).matchAll(/href="\/products\/([A-Za-z0-9_-]+)"/g)) {
      ids.add(match[1]);
    }
  }
  const buyable = [];
  for (const id of ids) {
    const answer = await fetch(`${backendUrl}/api/products/${id}`);
    const product = answer.ok ? await answer.json() : null;
    // Bought by product id alone, as the contract adds: a gift that needs photos or names cannot be.
    const needs = product?.personalisation;
    if (product && !(needs?.photos?.min > 0) && !needs?.names) buyable.push(id);
  }
  if (buyable.length < 8) {
    throw new Error(
      `only ${buyable.length} products without photos or names linked from / and /productlist`,
    );
  }
  return buyable;
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** Signs one shopper up (next-auth's sign-up, as the form does). */
async function signUp({ base, index, stats }) {
  const shopper = new Shopper({
    base,
    ip: `10.${70 + Math.floor(index / 250)}.${(index % 250) + 1}.${1 + (RUN.charCodeAt(0) % 200)}`,
    stats,
  });
  const record = {
    index,
    signedUp: false,
    checkouts: 0,
    paidWithoutOrder: 0,
    orderIds: [],
    cart: {},
    problems: [],
  };
  record.signedUp = await shopper.signUp({
    name: `Load Shopper ${index}`,
    email: `load-${RUN}-${index}@example.in`,
    password: `Load-${RUN}-pass`,
  });
  if (!record.signedUp) record.problems.push("sign-up did not give a session");
  return { shopper, record };
}

/** A shopper's pause between two steps, as a person reads and clicks. */
const think = () => sleep(THINK_MS[0] + Math.random() * (THINK_MS[1] - THINK_MS[0]));
const THINK_MS = [200, 600];

/** One signed-in shopper browsing, searching, filling the cart and paying until `deadline`. */
async function shop({ shopper, record }, { deadline, products }) {
  if (!record.signedUp) return;
  const cart = record.cart;
  const step = async (call) => {
    const answer = await call();
    await think();
    return answer;
  };
  while (Date.now() < deadline) {
    await step(() => shopper.get("/", { label: "/" }));
    await step(() => shopper.get("/productlist", { label: "/productlist" }));
    await step(() => shopper.get(`/products/${pick(products)}`, { label: "/products/[id]" }));
    const term = encodeURIComponent(pick(SEARCH_TERMS));
    await step(() => shopper.get(`/api/search?q=${term}`, { label: "/api/search" }));
    if (Date.now() >= deadline) break;

    const productId = pick(products.filter((id) => !(id in cart)));
    const added = await step(() =>
      shopper.post("/api/cart", { productId, quantity: 1 }, { label: "/api/cart" }),
    );
    if (added.status === 200) cart[productId] = 1;
    else record.problems.push(`add to cart answered ${added.status}`);
    const quantity = 1 + Math.floor(Math.random() * 5);
    const changed = await step(() =>
      shopper.put("/api/cart", { productId, quantity }, { label: "/api/cart" }),
    );
    if (changed.status === 200) cart[productId] = quantity;
    else record.problems.push(`quantity change answered ${changed.status}`);

    // About one round in three ends in a payment; a full cart always does.
    if (Object.keys(cart).length < 3 && Math.random() >= 0.3) continue;
    if (Date.now() >= deadline) break;
    const result = await checkOut(shopper);
    if (result.step === "order" && result.answer.status === 201) {
      record.checkouts += 1;
      record.orderIds.push(result.answer.body.orderId);
      for (const id of Object.keys(cart)) delete cart[id];
    } else {
      // Paid but refused: the provider holds money with no order (reconciliation's case).
      if (result.step === "order") record.paidWithoutOrder += 1;
      record.problems.push(`checkout stopped at ${result.step}: ${result.answer.status}`);
    }
    await think();
  }
}

/** After the run: each shopper's cart and orders as the server has them. */
async function verify({ shopper, record }) {
  if (!record.signedUp) return record;
  const cart = await cartOf(shopper);
  if (!cart) {
    record.problems.push("the cart could not be read at the end");
  } else if (JSON.stringify(sorted(cart)) !== JSON.stringify(sorted(record.cart))) {
    record.problems.push(
      `cart ${JSON.stringify(sorted(cart))} is not what was set, ${JSON.stringify(sorted(record.cart))}`,
    );
  }
  const orders = await ordersOf(shopper);
  record.orders = orders?.length ?? 0;
  if (!orders) {
    record.problems.push("the orders could not be read at the end");
  } else {
    const ids = orders.map((order) => order.id).sort();
    if (JSON.stringify(ids) !== JSON.stringify([...record.orderIds].sort())) {
      record.problems.push(`${record.checkouts} checkouts but orders ${JSON.stringify(ids)}`);
    }
    record.halfOrders = orders.filter(isHalfOrder).length;
    if (record.halfOrders > 0) record.problems.push(`${record.halfOrders} orders do not add up`);
  }
  return record;
}

const isCartProblem = (problem) =>
  problem.startsWith("cart ") || problem.startsWith("the cart could not");

const sorted = (object) => Object.fromEntries(Object.entries(object).sort());

/**
 * Signs `shoppers` up, at most `signUpsAtOnce` at a time, then lets them all shop at once for
 * `durationMs` against the storefront at `base`; resolves `{ ok, lines, figures, shoppers }`
 * (the signed-in shoppers, for later scenarios).
 */
export async function runLoad({
  base,
  shoppers = 100,
  durationMs = 60_000,
  signUpsAtOnce = 4,
  products,
}) {
  // Shoppers arrive a few at a time (fewAtATime says why).
  const signUpStats = new Stats();
  const signUpStarted = Date.now();
  const visits = await fewAtATime(shoppers, signUpsAtOnce, (index) =>
    signUp({ base, index, stats: signUpStats }),
  );
  const signUpS = (Date.now() - signUpStarted) / 1000;

  const stats = new Stats();
  for (const { shopper } of visits) shopper.stats = stats;
  const started = Date.now();
  await Promise.all(visits.map((v) => shop(v, { deadline: started + durationMs, products })));
  const elapsedS = (Date.now() - started) / 1000;
  const loadRequests = stats.requests;
  const p50 = stats.quantile(0.5);
  const p99 = stats.quantile(0.99);
  const serverErrors = stats.serverErrors + signUpStats.serverErrors;
  const noAnswers = stats.noAnswers + signUpStats.noAnswers;

  // Read back as the shoppers' own browsers would (not counted in the figures above).
  const records = [];
  for (const visit of visits) {
    visit.shopper.stats = new Stats();
    records.push(await verify(visit));
  }
  const checkouts = records.reduce((sum, r) => sum + r.checkouts, 0);
  const orders = records.reduce((sum, r) => sum + (r.orders ?? 0), 0);
  const paidWithoutOrder = records.reduce((sum, r) => sum + r.paidWithoutOrder, 0);
  const signedUp = records.filter((r) => r.signedUp).length;
  const withProblems = records.filter((r) => r.problems.length > 0);
  const cartsAsSet = records.filter((r) => r.signedUp && !r.problems.some(isCartProblem)).length;

  const lines = [
    `sign-up: ${signedUp}/${shoppers} in ${signUpS.toFixed(0)} s (${signUpsAtOnce} at a time), ` +
      `p99 ${signUpStats.quantile(0.99).toFixed(0)} ms; answers ${signUpStats.statusSummary()}`,
    `${signedUp} shoppers at once for ${elapsedS.toFixed(0)} s: ${loadRequests} requests, ` +
      `${(loadRequests / elapsedS).toFixed(1)} req/s, p50 ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms`,
    `answers: ${stats.statusSummary()}; ≥ 500 (both phases): ${serverErrors}; no answer: ${noAnswers}`,
    `checkouts ${checkouts}; orders ${orders}; paid but refused ${paidWithoutOrder}; ` +
      `carts as last set: ${cartsAsSet}/${signedUp}`,
    ...[...signUpStats.failures, ...stats.failures].slice(0, 10).map((f) => `  failure: ${f}`),
    ...withProblems
      .slice(0, 5)
      .map((r) => `  shopper ${r.index}: ${r.problems.slice(0, 3).join("; ")}`),
  ];
  const ok =
    serverErrors === 0 &&
    noAnswers === 0 &&
    signedUp === shoppers &&
    checkouts > 0 &&
    checkouts === orders &&
    withProblems.length === 0;
  return {
    ok,
    lines,
    figures: {
      shoppers,
      signUpSeconds: Math.round(signUpS),
      signUpP99Ms: Math.round(signUpStats.quantile(0.99)),
      seconds: Math.round(elapsedS),
      requests: loadRequests + signUpStats.requests,
      shoppingRequests: loadRequests,
      requestsPerSecond: Math.round((loadRequests / elapsedS) * 10) / 10,
      p50Ms: Math.round(p50),
      p99Ms: Math.round(p99),
      serverErrors,
      noAnswers,
      checkouts,
      orders,
      paidWithoutOrder,
    },
    shoppers: visits.filter((v) => v.record.signedUp).map((v) => v.shopper),
  };
}
