/**
 * `npm run order:status -- <orderId> <Status>`: moves an order along Pending → Confirm →
 * Shipped → Delivered (or to Cancelled), so a developer can try tracking without an admin. It
 * prints the order's history and the shopper's substitution answer (docs/after-the-order.md).
 */
import { eq } from "drizzle-orm";
import { orders, users, type OrderStatus } from "./db/schema";
import type { Db } from "./db/client";
import { loadBackendEnv } from "./env";
import { runCli, withDatabase } from "./lib/cli";
import { idSchema } from "./lib/ids";
import { substitutionWords } from "./routes/orders/operator-words";
import { ORDER_STATUSES, setOrderStatus } from "./routes/orders/order-status";

const isStatus = (value: string): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value);

/** The order's substitution answer in the operator's words, or null when none was asked. */
async function substitutionOf(db: Db, orderId: string) {
  const [found] = await db
    .select({
      substitution: orders.substitution,
      owner: { name: users.name, email: users.email, phone: users.phone },
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId))
    .limit(1);
  return found ? substitutionWords(found.substitution, found.owner) : null;
}

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
    const substitution = await substitutionOf(database.db, orderId);
    console.log(
      [`order ${orderId} is now ${moved.status}`, ...history, substitution ?? []]
        .flat()
        .join("\n  "),
    );
  });
}

runCli("order:status", main);
