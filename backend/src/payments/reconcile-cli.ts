/**
 * `npm run payments:reconcile [-- --grace-seconds N]`: marks payments the provider took
 * without an order (backend/src/payments/reconcile.ts), then lists every payment waiting for
 * review; asks the provider again for the refunds of cancelled orders not yet processed
 * (payments/refunds.ts), tells the owners of those now processed, and lists the rest. On PGlite, stop the backend first (one process owns its files); on PostgreSQL it
 * may run beside a running backend.
 */
import { parseArgs } from "node:util";
import { loadBackendEnv } from "../env";
import { runCli, withDatabase } from "../lib/cli";
import { notifierFromEnv } from "../notify/from-env";
import { paymentProviderFromEnv } from "./from-env";
import { paymentsNeedingReview, reconcilePayments } from "./reconcile";
import { refundsOutstanding, retryRefunds, tellRefundsProcessed } from "./refunds";

async function main() {
  const { values } = parseArgs({ options: { "grace-seconds": { type: "string" } } });
  const env = loadBackendEnv();
  const given = values["grace-seconds"];
  if (given !== undefined && !/^\d+$/.test(given)) {
    throw new Error("--grace-seconds must be a whole number");
  }
  const graceSeconds = given === undefined ? env.PAYMENT_RECONCILE_GRACE_SECONDS : Number(given);
  await withDatabase(env, async (database) => {
    const flagged = await reconcilePayments(database.db, {
      graceSeconds,
      log: (line) => console.log(line),
    });
    const waiting = await paymentsNeedingReview(database.db);
    const total = waiting.reduce((sum, payment) => sum + payment.amount, 0);
    console.log(
      `reconciled (${database.engine}, grace ${graceSeconds} s): ${flagged.length} newly marked; ` +
        `${waiting.length} payment(s) need review, ₹${total} in all`,
    );
    for (const payment of waiting) {
      console.log(
        `  ${payment.provider} ${payment.providerOrderId} ${payment.providerPaymentId ?? "-"} ` +
          `₹${payment.amount} user ${payment.userId ?? "-"} taken ${payment.paidAt?.toISOString() ?? "?"}`,
      );
    }
    const { processed } = await retryRefunds(database.db, paymentProviderFromEnv(env));
    await tellRefundsProcessed(notifierFromEnv(env, database.db), processed);
    const outstanding = await refundsOutstanding(database.db);
    console.log(
      `refunds: ${processed.length} newly processed; ${outstanding.length} still on their way`,
    );
    for (const refund of outstanding) {
      console.log(
        `  order ${refund.orderId} ${refund.provider} ${refund.providerPaymentId} ₹${refund.amount} ` +
          `${refund.status}${refund.failure ? ` (${refund.failure})` : ""} ` +
          `${refund.reason ? `for "${refund.reason}" ` : ""}` +
          `${refund.attempts} attempt(s), requested ${refund.requestedAt.toISOString()}`,
      );
    }
  });
}

runCli("reconcile", main);
