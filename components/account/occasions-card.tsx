import { istDate } from "@giftshop/shared/india-time";
import { fetchOccasions } from "@/lib/backend/occasions";
import { fetchOrder } from "@/lib/backend/orders";
import type { ServerSession } from "@/lib/auth/session";
import type { Order } from "@/lib/types";
import { OccasionsSection, type OccasionPrefill } from "./occasions-section";

/**
 * The profile's Occasions card, loaded for the shopper: nothing on a backend without occasion
 * reminders (docs/after-the-order.md), a notice when it cannot be read just now. `fromOrder`:
 * the order "Remind me next year" came from, which fills the form in.
 */
export async function OccasionsCard({
  session,
  fromOrder,
}: {
  session: ServerSession;
  fromOrder: string | null;
}) {
  let occasions;
  try {
    occasions = await fetchOccasions(session.token);
  } catch (error) {
    console.error("[occasions] could not read the occasions:", error);
    return (
      <section
        aria-labelledby="occasions-heading"
        className="rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 id="occasions-heading" className="text-lg font-semibold text-neutral-900">
          Occasions
        </h2>
        <p role="alert" className="mt-2 text-sm text-neutral-700">
          We could not load your occasions just now. Please reload the page in a moment.
        </p>
      </section>
    );
  }
  if (occasions === null) return null;
  const prefill = fromOrder ? await prefillFrom(session, fromOrder) : null;
  return <OccasionsSection initial={occasions} prefill={prefill} />;
}

/**
 * The form filled from one of the shopper's orders: the recipient's name from its address, the
 * day it was delivered (or promised, or placed), every year. Someone else's order fills nothing.
 */
async function prefillFrom(
  session: ServerSession,
  orderId: string,
): Promise<OccasionPrefill | null> {
  if (!/^[a-f0-9]{24}$/.test(orderId)) return null;
  const order = await fetchOrder(orderId, { token: session.token, userId: session.user.id }).catch(
    (error: unknown) => {
      console.error("[occasions] could not read the order to remind of:", error);
      return null;
    },
  );
  if (!order || order.view !== "owner") return null;
  return {
    orderId: order.id,
    values: {
      name: order.shippingAddress.name,
      recipient: "",
      occasion: "birthday",
      date: deliveryDay(order),
      repeats: "yearly",
    },
  };
}

/** The day the order was delivered, else promised, else placed (YYYY-MM-DD, India). */
function deliveryDay(order: Order): string {
  const delivered = order.statusHistory.findLast((change) => change.status === "Delivered");
  const deliveredAt = delivered ? new Date(delivered.at) : null;
  if (deliveredAt && !Number.isNaN(deliveredAt.getTime())) return istDate(deliveredAt);
  for (const item of order.items) {
    const day = item.delivery?.date ?? item.delivery?.range?.from;
    if (day) return day;
  }
  const placed = new Date(order.placedAt);
  return Number.isNaN(placed.getTime()) ? "" : istDate(placed);
}
