/**
 * `npm run order:status -- <orderId> <Status>`: moves an order along Pending → Confirm →
 * Shipped → Delivered (or to Cancelled), so a developer can try tracking without an admin.
 */
import type { OrderStatus } from "./db/schema";
import { loadBackendEnv } from "./env";
import { runCli, withDatabase } from "./lib/cli";
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
  await withDatabase(loadBackendEnv(), async (database) => {
    const moved = await setOrderStatus(database.db, orderId, status);
    if (!moved.ok) throw new Error(moved.message);
    const history = moved.statusHistory.map((change) => `${change.status} ${change.at}`);
    console.log(`order ${orderId} is now ${moved.status}\n  ${history.join("\n  ")}`);
  });
}

runCli("order:status", main);
