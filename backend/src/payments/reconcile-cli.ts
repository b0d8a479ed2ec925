/**
 * `npm run payments:reconcile [-- --grace-seconds N]`: marks payments the provider took
 * without an order (backend/src/payments/reconcile.ts), then lists every payment waiting for
 * review. On PGlite, stop the backend first (one process owns its files); on PostgreSQL it
 * may run beside a running backend.
 */
import { parseArgs } from "node:util";
import { openDatabase } from "../db/client";
import { loadBackendEnv } from "../env";
import { paymentsNeedingReview, reconcilePayments } from "./reconcile";

async function main() {
  const { values } = parseArgs({ options: { "grace-seconds": { type: "string" } } });
  const env = loadBackendEnv();
  const given = values["grace-seconds"];
  if (given !== undefined && !/^\d+$/.test(given)) {
    throw new Error("--grace-seconds must be a whole number");
  }
  const graceSeconds = given === undefined ? env.PAYMENT_RECONCILE_GRACE_SECONDS : Number(given);
  const database = await openDatabase(
    env.DATABASE_URL
      ? { kind: "postgres", url: env.DATABASE_URL }
      : { kind: "pglite", dataDir: env.DATA_DIR },
  );
  try {
    await database.migrate();
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
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`reconcile failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
