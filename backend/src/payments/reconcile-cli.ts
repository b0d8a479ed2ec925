/**
 * `npm run payments:reconcile [-- --grace-seconds N]`: marks payments the provider took
 * without an order (backend/src/payments/reconcile.ts), then lists every payment waiting for
 * review. On PGlite, stop the backend first (one process owns its files); on PostgreSQL it
 * may run beside a running backend.
 */
import { parseArgs } from "node:util";
import { loadBackendEnv } from "../env";
import { runCli, withDatabase } from "../lib/cli";
import { paymentsNeedingReview, reconcilePayments } from "./reconcile";

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
  });
}

runCli("reconcile", main);
