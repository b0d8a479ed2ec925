// Fault: the backend is SIGKILLed and started again ~5 s later under a running storefront.
// Proves: cached catalogue pages answer 200 throughout; account and cart calls answer 503
// with a readable JSON message while it is down (quickly: no hang), and work again once it is
// back, without restarting the storefront.
import { sleep } from "../lib/shopper.mjs";

/** What a shopper's calls must do while the backend is away. */
const ACCOUNT_CALLS = [
  ["GET", "/api/cart"],
  ["GET", "/api/orders"],
  ["GET", "/api/wishlist"],
  ["POST", "/api/cart"],
];

/**
 * @param {{ shopper: import("../lib/shopper.mjs").Shopper, productId: string,
 *   kill: () => Promise<void>, restart: () => Promise<void>, downMs?: number,
 *   slowMs?: number }} options `slowMs`: the longest an answer may take while it is down
 */
export async function runBackendKill({
  shopper,
  productId,
  kill,
  restart,
  downMs = 5_000,
  slowMs = 10_000,
}) {
  const pages = ["/", "/productlist", `/products/${productId}`];
  const problems = [];
  const call = ([method, path]) =>
    method === "GET" ? shopper.get(path) : shopper.post(path, { productId, quantity: 1 });

  const before = await shopper.get("/api/cart");
  if (before.status !== 200)
    problems.push(`before the kill GET /api/cart answered ${before.status}`);

  await kill();
  const killedAt = Date.now();
  let pageAnswers = 0;
  let pageFailures = 0;
  let refusals = 0;
  let slowest = 0;
  const seen = new Map();
  while (Date.now() - killedAt < downMs) {
    for (const page of pages) {
      const answer = await shopper.get(page, { label: page });
      pageAnswers += 1;
      if (answer.status !== 200) {
        pageFailures += 1;
        problems.push(`${page} answered ${answer.status} while down`);
      }
    }
    for (const request of ACCOUNT_CALLS) {
      const answer = await call(request);
      slowest = Math.max(slowest, answer.ms);
      const key = `${request[0]} ${request[1]} ${answer.status}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
      const readable = typeof answer.body?.error === "string" && answer.body.error.length > 0;
      if (answer.status === 503 && readable) refusals += 1;
      else {
        problems.push(
          `${request[0]} ${request[1]} answered ${answer.status} ${JSON.stringify(answer.body).slice(0, 100)} while down (want 503 with { error })`,
        );
      }
      if (answer.ms > slowMs) problems.push(`${request[1]} took ${Math.round(answer.ms)} ms`);
    }
    await sleep(250);
  }

  const restartStarted = Date.now();
  await restart();
  const backendUpS = (Date.now() - restartStarted) / 1000;
  // The storefront was not restarted: its next calls must simply work.
  let recoveredS = null;
  const recoveryStarted = Date.now();
  while (Date.now() - recoveryStarted < 15_000) {
    const answer = await shopper.get("/api/cart");
    if (answer.status === 200) {
      recoveredS = (Date.now() - recoveryStarted) / 1000;
      break;
    }
    await sleep(200);
  }
  if (recoveredS === null)
    problems.push("GET /api/cart did not answer 200 within 15 s of the restart");
  for (const request of ACCOUNT_CALLS) {
    const answer = await call(request);
    if (answer.status !== 200)
      problems.push(`after the restart ${request[0]} ${request[1]} answered ${answer.status}`);
  }
  for (const page of pages) {
    const answer = await shopper.get(page, { label: page });
    if (answer.status !== 200) problems.push(`after the restart ${page} answered ${answer.status}`);
  }

  const unique = [...new Set(problems)];
  return {
    ok: unique.length === 0,
    lines: [
      `backend down ${((restartStarted - killedAt) / 1000).toFixed(1)} s: ${pageAnswers} answers of ` +
        `${pages.join(", ")}, ${pageAnswers - pageFailures} of them 200`,
      `account/cart calls while down: ${[...seen].map(([k, n]) => `${k}×${n}`).join(", ")}; slowest ${Math.round(slowest)} ms`,
      `backend back in ${backendUpS.toFixed(1)} s; storefront calls 200 again ${recoveredS === null ? "never" : `${recoveredS.toFixed(1)} s`} after (no storefront restart)`,
      ...unique.slice(0, 8).map((problem) => `  problem: ${problem}`),
    ],
    figures: {
      downSeconds: Math.round((restartStarted - killedAt) / 100) / 10,
      pageAnswersWhileDown: pageAnswers,
      refusalsWhileDown: refusals,
      slowestRefusalMs: Math.round(slowest),
      recoveredSeconds: recoveredS,
    },
  };
}
