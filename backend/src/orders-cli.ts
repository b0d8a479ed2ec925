/**
 * `npm run order:status -- <orderId> <Status>`: moves an order along Pending → Confirm →
 * Shipped → Delivered (or to Cancelled), so a developer can try tracking without an admin.
 */
import { openDatabase } from "./db/client";
import type { OrderStatus } from "./db/schema";
import { loadBackendEnv } from "./env";
import { idSchema } from "./lib/ids";
import { ORDER_STATUSES, setOrderStatus } from "./routes/orders/order-status";

const isStatus = (value: string): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value);

async function main() {
  const [orderId = "", status = ""] = process.argv.slice(2);
  if (!idSchema.safeParse(orderId).success || !isStatus(status)) {
    throw new Error(
      `usage: npm run order:status -- <orderId (24 hex)> <${ORDER_STATUSES.join("|")}>`,
    );
  }
  const env = loadBackendEnv();
  const database = await openDatabase(
    env.DATABASE_URL
      ? { kind: "postgres", url: env.DATABASE_URL }
      : { kind: "pglite", dataDir: env.DATA_DIR },
  );
  try {
    await database.migrate();
    const moved = await setOrderStatus(database.db, orderId, status);
    if (!moved.ok) throw new Error(moved.message);
    const history = moved.statusHistory.map((change) => `${change.status} ${change.at}`);
    console.log(`order ${orderId} is now ${moved.status}\n  ${history.join("\n  ")}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`order:status failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
