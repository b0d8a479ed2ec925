/**
 * Reads the reliability shop's database after the run (the backend stopped: PGlite belongs to
 * one process) and prints one JSON line: orders, orders without lines, orders whose total is
 * not the sum of their lines, money taken with no order and not marked, payments marked for
 * review. Run by tests/reliability/run.mjs with the shop's DATA_DIR (or DATABASE_URL).
 */
import { sql } from "drizzle-orm";
import { openDatabase } from "../../../backend/src/db/client";
import { loadBackendEnv } from "../../../backend/src/env";
import { orderItems, orders, payments } from "../../../backend/src/db/schema";

async function main() {
  const env = loadBackendEnv();
  const database = await openDatabase(
    env.DATABASE_URL
      ? { kind: "postgres", url: env.DATABASE_URL }
      : { kind: "pglite", dataDir: env.DATA_DIR },
  );
  try {
    const { db } = database;
    const count = sql<number>`count(*)::int`;
    const [all] = await db.select({ n: count }).from(orders);
    const [lines] = await db.select({ n: count }).from(orderItems);
    const [withoutLines] = await db
      .select({ n: count })
      .from(orders)
      .where(
        sql`not exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
      );
    const [wrongTotal] = await db
      .select({ n: count })
      .from(orders)
      .where(
        sql`${orders.totalAmount} <> (select coalesce(sum(${orderItems.price} * ${orderItems.quantity}), 0) from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
      );
    const [takenWithoutOrder] = await db
      .select({ n: count })
      .from(payments)
      .where(
        sql`${payments.status} in ('captured', 'paid') and not exists (select 1 from ${orders} where ${orders.providerOrderId} = ${payments.providerOrderId})`,
      );
    const [needsReview] = await db
      .select({ n: count })
      .from(payments)
      .where(sql`${payments.status} = 'needs_review'`);
    console.log(
      JSON.stringify({
        orders: all?.n ?? 0,
        orderLines: lines?.n ?? 0,
        ordersWithoutLines: withoutLines?.n ?? 0,
        ordersWithWrongTotal: wrongTotal?.n ?? 0,
        takenWithoutOrderUnmarked: takenWithoutOrder?.n ?? 0,
        needsReview: needsReview?.n ?? 0,
      }),
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`audit failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
