import { fetchOrderUpdateChannels } from "@/lib/backend/notifications";
import type { ServerSession } from "@/lib/auth/session";
import { OrderUpdatesForm } from "./order-updates-form";

/**
 * The profile's Order updates card (docs/after-the-order.md "Order updates"): the channels the
 * shopper is told of each step of their orders on; nothing on a backend without order updates,
 * a notice when they cannot be read just now.
 */
export async function OrderUpdatesCard({ session }: { session: ServerSession }) {
  const cardClass = "rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-6";
  let saved;
  try {
    saved = await fetchOrderUpdateChannels(session.token);
  } catch (error) {
    console.error("[notifications] could not read the order update channels:", error);
    return (
      <section aria-labelledby="order-updates-heading" className={cardClass}>
        <h2 id="order-updates-heading" className="text-lg font-semibold text-neutral-900">
          Order updates
        </h2>
        <p role="alert" className="mt-2 text-sm text-neutral-700">
          We could not load your order updates just now. Please reload the page in a moment.
        </p>
      </section>
    );
  }
  if (saved === null) return null;
  return (
    <section aria-labelledby="order-updates-heading" className={cardClass}>
      <h2 id="order-updates-heading" className="text-lg font-semibold text-neutral-900">
        Order updates
      </h2>
      <p className="mt-1 text-sm text-neutral-600">
        We tell you when your order is confirmed, on its way, delivered, cancelled or refunded.
      </p>
      <OrderUpdatesForm initial={saved} />
    </section>
  );
}
