/**
 * `npm run order:refund -- <orderId> [--amount <rupees>] [--reason <text>]`: refunds all (the
 * default) or part of what is still paid online for an order, through the provider that took
 * it (payments/operator-refund.ts). An operator refunds an order once: running it again prints
 * the refund already made. The owner is told when the provider has processed it. On PGlite, stop
 * the backend first (one process owns its files); on PostgreSQL it may run beside it.
 */
import { parseArgs } from "node:util";
import { formatINR } from "@giftshop/shared/money";
import { loadBackendEnv } from "./env";
import { RefusedError, runCli, withDatabase } from "./lib/cli";
import { idSchema } from "./lib/ids";
import { notifierFromEnv } from "./notify/from-env";
import { refundOrder } from "./payments/operator-refund";
import { paymentProviderFromEnv } from "./payments/from-env";

const USAGE =
  "usage: npm run order:refund -- <orderId (24 hex)> [--amount <whole rupees>] [--reason <text>]" +
  " (without --amount: everything paid)";

/** Reads the command line: the order, the amount (null: all) and the reason. */
function readArguments() {
  let parsed;
  try {
    parsed = parseArgs({
      args: process.argv.slice(2),
      allowPositionals: true,
      options: { amount: { type: "string" }, reason: { type: "string" } },
    });
  } catch (error) {
    throw new RefusedError(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  const [orderId = "", ...rest] = parsed.positionals;
  if (rest.length > 0 || !idSchema.safeParse(orderId).success) throw new RefusedError(USAGE);
  const { amount, reason } = parsed.values;
  if (amount !== undefined && !/^[1-9]\d{0,7}$/.test(amount)) {
    throw new RefusedError(`--amount is whole rupees, at least 1\n${USAGE}`);
  }
  const why = reason?.trim() ?? "";
  if (why.length > 200) throw new RefusedError("--reason is at most 200 characters");
  return { orderId, amount: amount === undefined ? null : Number(amount), reason: why || null };
}

async function main() {
  const { orderId, amount, reason } = readArguments();
  const env = loadBackendEnv();
  await withDatabase(env, async (database) => {
    const notifier = notifierFromEnv(env, database.db);
    const done = await refundOrder(database.db, paymentProviderFromEnv(env), notifier, orderId, {
      amount,
      reason,
    });
    if (!done.ok) throw new RefusedError(done.message);
    const { refund, created, paid } = done;
    console.log(
      [
        `order ${orderId}: ${created ? "refund of" : "already refunded:"} ${formatINR(refund.amount)} ` +
          `of ${formatINR(paid)} paid, ${refund.status} (${refund.provider})`,
        refund.failure ? `provider: ${refund.failure} (reconciliation asks again)` : [],
        refund.status === "processed"
          ? "the owner is told on their channels"
          : "the owner is told once the provider has processed it (npm run payments:reconcile)",
      ]
        .flat()
        .join("\n  "),
    );
  });
}

runCli("order:refund", main);
