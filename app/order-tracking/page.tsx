import Link from "next/link";
import { CircleAlert } from "@/components/ui/icons/circle-alert";
import { trackOrder } from "@/components/orders/track-order";
import { TrackingResult } from "@/components/orders/tracking-result";
import { INVALID_ORDER_ID, parseOrderId } from "@/components/static/order-id";
import { OrderTrackingForm } from "@/components/static/order-tracking-form";
import { staticPageMetadata } from "@/components/static/pages";
import { StaticPage } from "@/components/static/static-page";
import { TRACKING_STAGES, TrackingProgress } from "@/components/static/tracking-progress";
import { PATHS } from "@/lib/routing/paths";

export const metadata = staticPageMetadata(PATHS.orderTracking);

const STAGE_TEXT: Record<(typeof TRACKING_STAGES)[number], string> = {
  Placed: "We have received your order and payment.",
  Pending: "Your gift is being prepared, checked and packed.",
  Shipped: "It is on its way with our delivery partner.",
  Delivered: "It has been handed over at the delivery address.",
};

export default async function OrderTrackingPage({
  searchParams,
}: {
  searchParams: Promise<{ orderId?: string | string[] }>;
}) {
  const { orderId } = await searchParams;
  // A repeated parameter keeps the first value, the way a form sends it.
  const raw = Array.isArray(orderId) ? (orderId[0] ?? "") : orderId;
  const submitted = raw !== undefined;
  const id = submitted ? parseOrderId(raw) : null;
  const error = submitted && !id ? INVALID_ORDER_ID : null;
  const lookup = id ? await trackOrder(id) : null;

  return (
    <StaticPage path={PATHS.orderTracking}>
      <OrderTrackingForm value={raw ?? ""} error={error} />

      {lookup?.kind === "found" ? (
        <TrackingResult order={lookup.order} signedIn={lookup.signedIn} />
      ) : lookup ? (
        <p
          role="alert"
          className="mt-6 flex max-w-xl gap-2.5 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm font-medium text-red-800"
        >
          <CircleAlert aria-hidden="true" className="mt-px size-4 shrink-0" />
          {lookup.message}
        </p>
      ) : null}

      {lookup?.kind === "found" ? null : (
        <section aria-labelledby="how-tracking-works" className="mt-12 max-w-xl">
          <h2 id="how-tracking-works" className="text-xl font-semibold text-neutral-900">
            How tracking works
          </h2>
          <p className="mt-2 text-neutral-700">Every order moves through four stages:</p>
          <TrackingProgress current={null} className="mt-6" />
          <dl className="mt-6 space-y-3 text-sm leading-6">
            {TRACKING_STAGES.map((stage) => (
              <div key={stage} className="flex gap-3">
                <dt className="w-20 shrink-0 font-semibold text-neutral-900">{stage}</dt>
                <dd className="text-neutral-700">{STAGE_TEXT[stage]}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-6 text-sm leading-6 text-neutral-700">
            Have a question about a delivery?{" "}
            <Link
              href={PATHS.contactUs}
              className="font-medium text-brand-700 underline decoration-brand-200 decoration-2 underline-offset-2"
            >
              Contact us
            </Link>{" "}
            or read our{" "}
            <Link
              href={PATHS.shippingInfo}
              className="font-medium text-brand-700 underline decoration-brand-200 decoration-2 underline-offset-2"
            >
              shipping info
            </Link>
            .
          </p>
        </section>
      )}
    </StaticPage>
  );
}
