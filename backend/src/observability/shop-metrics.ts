/**
 * The shop's own figures in the backend's metrics, read from the database at each scrape so
 * every backend of a cluster reports the same shop-wide numbers (take `max`, not `sum`, across
 * instances): orders placed by payment method, payments by status (the failed ones among
 * them) and how full each hub's delivery slots are today and tomorrow.
 */
import { and, eq, gt, inArray, isNotNull, or, sql } from "drizzle-orm";
import { Counter, Gauge } from "prom-client";
import { istDate } from "@giftshop/shared/india-time";
import type { ShopMetrics } from "@giftshop/shared/observability/metrics";
import type { Db } from "../db/client";
import { deliveryBookings, deliveryHubs, deliverySlots, orders, payments } from "../db/schema";
import type { Clock } from "../delivery/clock";

const DAY_MS = 86_400_000;

/** The database each registry's figures are read from: the newest app's (one per process). */
const sources = new WeakMap<object, { db: Db; clock: Clock }>();

/** Adds the shop's figures to `metrics`' registry (once per registry), read from `db`. */
export function registerShopMetrics(metrics: ShopMetrics, db: Db, clock: Clock): void {
  const known = sources.has(metrics.registry);
  sources.set(metrics.registry, { db, clock });
  if (known) return;
  const source = () => {
    const found = sources.get(metrics.registry);
    if (!found) throw new Error("no database for the shop metrics");
    return found;
  };
  const registers = [metrics.registry];
  new Counter({
    name: "shop_orders_placed_total",
    help: "Orders placed, by payment method (online or cod), from the database.",
    labelNames: ["payment_method"],
    registers,
    async collect() {
      const { db } = source();
      const rows = await db
        .select({ method: orders.paymentMethod, count: sql<number>`count(*)::int` })
        .from(orders)
        .groupBy(orders.paymentMethod);
      this.reset();
      for (const row of rows) this.inc({ payment_method: row.method }, row.count);
    },
  });
  new Gauge({
    name: "shop_payments",
    help: "Online payments by their current status; status=failed are payment failures not yet paid on a retry.",
    labelNames: ["status"],
    registers,
    async collect() {
      const { db } = source();
      const rows = await db
        .select({ status: payments.status, count: sql<number>`count(*)::int` })
        .from(payments)
        .groupBy(payments.status);
      this.reset();
      for (const row of rows) this.set({ status: row.status }, row.count);
    },
  });
  new Gauge({
    name: "shop_slot_fill_ratio",
    help: "Places taken (placed or held) over capacity, by hub, slot and day (today, tomorrow; India time).",
    labelNames: ["hub", "slot", "day"],
    registers,
    async collect() {
      const { db, clock } = source();
      const now = clock();
      const days = { today: istDate(now), tomorrow: istDate(new Date(now.getTime() + DAY_MS)) };
      const [hubs, slots, taken] = await Promise.all([
        db.select({ id: deliveryHubs.id, slotTypes: deliveryHubs.slotTypes }).from(deliveryHubs),
        db
          .select({
            id: deliverySlots.id,
            type: deliverySlots.type,
            capacity: deliverySlots.capacity,
          })
          .from(deliverySlots)
          .where(eq(deliverySlots.active, true)),
        db
          .select({
            hub: deliveryBookings.hubId,
            date: deliveryBookings.date,
            slot: deliveryBookings.slotId,
            count: sql<number>`count(*)::int`,
          })
          .from(deliveryBookings)
          .where(
            and(
              inArray(deliveryBookings.date, Object.values(days)),
              or(isNotNull(deliveryBookings.orderId), gt(deliveryBookings.heldUntil, now)),
            ),
          )
          .groupBy(deliveryBookings.hubId, deliveryBookings.date, deliveryBookings.slotId),
      ]);
      const takenAt = new Map(
        taken.map((row) => [`${row.hub}|${row.date}|${row.slot}`, row.count]),
      );
      this.reset();
      for (const hub of hubs) {
        for (const slot of slots.filter((s) => hub.slotTypes.includes(s.type))) {
          for (const [day, date] of Object.entries(days)) {
            const count = takenAt.get(`${hub.id}|${date}|${slot.id}`) ?? 0;
            const ratio = slot.capacity > 0 ? count / slot.capacity : 1;
            this.set({ hub: hub.id, slot: slot.id, day }, ratio);
          }
        }
      }
    },
  });
}
