// Fault: the backend is SIGKILLed while many shoppers' place-order calls are in flight, each
// already paid at the provider. Proves, after a restart: no half-written order (every order
// has its lines and its total is their sum), and every payment the provider confirmed either
// has its order or was found and marked by reconciliation (which runs when the backend starts).
import {
  RUN,
  Shopper,
  cartOf,
  fewAtATime,
  isHalfOrder,
  ordersOf,
  placeOrder,
  sleep,
} from "../lib/shopper.mjs";

/**
 * @param {{ base: string, products: string[], count?: number,
 *   kill: () => Promise<void>, restart: () => Promise<string[]> }} options `restart` resolves
 *   the reconciliation lines the backend logged as it started again
 */
export async function runKillDuringOrder({ base, products, count = 40, kill, restart }) {
  const problems = [];
  // Paid shoppers, each with two lines in the cart and the provider's signed payment.
  const paid = await fewAtATime(count, 4, async (index) => {
    const shopper = new Shopper({
      base,
      ip: `10.90.${index + 1}.${1 + (RUN.charCodeAt(1) % 200)}`,
    });
    const ok = await shopper.signUp({
      name: `Crash Shopper ${index}`,
      email: `crash-${RUN}-${index}@example.in`,
      password: `Crash-${RUN}-pass`,
    });
    if (!ok) return { shopper, error: "sign-up failed" };
    for (const [offset, quantity] of [
      [0, 2],
      [1, 3],
    ]) {
      const productId = products[(index * 2 + offset) % products.length];
      const added = await shopper.post("/api/cart", { productId, quantity });
      if (added.status !== 200) return { shopper, error: `add to cart ${added.status}` };
    }
    const start = await shopper.post("/api/checkout/start");
    if (start.status !== 200) return { shopper, error: `checkout start ${start.status}` };
    const pay = await shopper.post("/api/checkout/local-pay", {
      orderId: start.body.payment.orderId,
      outcome: "success",
      method: "card",
    });
    if (pay.status !== 200) return { shopper, error: `local pay ${pay.status}` };
    return { shopper, payment: pay.body.payment };
  });
  const ready = paid.filter((p) => p.payment);
  for (const p of paid.filter((p) => !p.payment)) problems.push(`before the crash: ${p.error}`);

  // Every place-order at once; the backend dies as soon as the first has been answered, so
  // some are saved, some are mid-transaction and some never reach it.
  let answered = 0;
  let firstAnswer;
  const firstSaved = new Promise((resolve) => (firstAnswer = resolve));
  const calls = ready.map(async (p) => {
    const answer = await placeOrder(p.shopper, p.payment, { timeoutMs: 20_000 });
    answered += 1;
    if (answer.status === 201) firstAnswer();
    return answer;
  });
  await Promise.race([firstSaved, sleep(3_000)]);
  const inFlight = ready.length - answered;
  await kill();
  const answers = await Promise.all(calls);
  const saved = answers.filter((a) => a.status === 201).length;
  const refused = answers.filter((a) => a.status !== 201);

  const reconcileLines = await restart();
  const marked = new Set(
    reconcileLines
      .map((line) => /for provider order (\S+)/.exec(line)?.[1])
      .filter((id) => id !== undefined),
  );

  let orders = 0;
  let halfOrders = 0;
  let committedUnanswered = 0;
  let orphans = 0;
  let orphansMarked = 0;
  for (const [index, p] of ready.entries()) {
    const list = await ordersOf(p.shopper);
    if (!list) {
      problems.push(`shopper ${index}: orders unreadable after the restart`);
      continue;
    }
    orders += list.length;
    halfOrders += list.filter(isHalfOrder).length;
    const mine = list.filter((order) => order.paymentId === p.payment.razorpay_payment_id);
    if (mine.length > 1) problems.push(`shopper ${index}: ${mine.length} orders for one payment`);
    if (mine.length === 1) {
      if (answers[index].status !== 201) committedUnanswered += 1;
      if (marked.has(p.payment.razorpay_order_id)) {
        problems.push(`shopper ${index}: payment with an order was marked for review`);
      }
      continue;
    }
    orphans += 1;
    if (marked.has(p.payment.razorpay_order_id)) {
      orphansMarked += 1;
      // Nothing was saved for it, so the cart is still there for the shopper to try again.
      const cart = await cartOf(p.shopper);
      if (!cart || Object.keys(cart).length !== 2) {
        problems.push(`shopper ${index}: cart ${JSON.stringify(cart)} after a lost order`);
      }
    } else {
      problems.push(
        `shopper ${index}: paid (${p.payment.razorpay_order_id}) with no order and not marked`,
      );
    }
  }
  if (halfOrders > 0) problems.push(`${halfOrders} half-written orders`);
  if (orphans === 0) problems.push("every order was saved before the kill: nothing was in flight");

  return {
    ok: problems.length === 0,
    lines: [
      `${ready.length} paid shoppers placed their orders at once; backend SIGKILLed with ${inFlight} in flight`,
      `answered 201: ${saved}; refused while it died: ${refused.length} (${summarize(refused)})`,
      `after the restart: ${orders} orders (${committedUnanswered} saved though the answer was lost), ` +
        `half-written: ${halfOrders}; paid without an order: ${orphans}, marked by reconciliation: ${orphansMarked}`,
      ...problems.slice(0, 8).map((problem) => `  problem: ${problem}`),
    ],
    figures: {
      paidShoppers: ready.length,
      inFlightAtKill: inFlight,
      saved,
      refused: refused.length,
      orders,
      committedUnanswered,
      halfOrders,
      paidWithoutOrder: orphans,
      markedByReconciliation: orphansMarked,
    },
  };
}

function summarize(answers) {
  const counts = new Map();
  for (const a of answers) counts.set(a.status, (counts.get(a.status) ?? 0) + 1);
  return [...counts].map(([status, n]) => `${status || "no answer"}×${n}`).join(", ") || "none";
}
