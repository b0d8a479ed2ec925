import { CircleX } from "@/components/ui/icons/circle-x";
import { LogIn } from "@/components/ui/icons/log-in";
import { MapPin } from "@/components/ui/icons/map-pin";
import Link from "next/link";
import { GiftDetails } from "@/components/gifting/gift-details";
import { TrackingProgress } from "@/components/static/tracking-progress";
import { formatINR } from "@giftshop/shared/money";
import { PATHS, loginPath, orderTrackingPath } from "@/lib/routing/paths";
import type { Order } from "@/lib/types";
import { CancelOrder } from "./cancel-order";
import { MoveDelivery } from "./move-delivery";
import { ItemDelivery, chargeLabel, deliveryChargeOf, hasDelivery } from "./order-delivery";
import { OrderSubstitution } from "./order-substitution";
import { DeliveryProof, RecipientCode } from "./order-proof";
import { CancelThroughSupport, OrderRefund } from "./order-refund";
import { statusWords } from "@giftshop/shared/order-progress";
import { formatOrderDate, orderItemCount, trackingStageOf } from "./order-status";
import { StatusBadge } from "./status-badge";
import { TEST_PAYMENT_LABEL, TestOrderBadge } from "./test-order-badge";

const cardClass = "rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm";
const headingClass = "text-sm font-bold tracking-wider text-neutral-500 uppercase";

/**
 * One order's tracking (docs/contract.md, Screens: Order tracking): the progress bar, the order
 * summary and its items; the shipping details, and the messages and photos a gift carries
 * (docs/gifting.md), only for the shopper who placed it (`view: "owner"`). Anyone else with the
 * order id sees which variant was ordered, nothing more personal.
 */
export function TrackingResult({ order, signedIn }: { order: Order; signedIn: boolean }) {
  const stage = trackingStageOf(order.status);
  const words = statusWords(order.status, order.courier);
  const placed = formatOrderDate(order.placedAt, true);
  const count = orderItemCount(order);
  const address = order.shippingAddress;
  const owner = order.view === "owner";
  const cancelledAt = order.statusHistory.findLast((change) => change.status === "Cancelled")?.at;

  return (
    <section aria-labelledby="tracking-result" className="mt-8 max-w-3xl space-y-5">
      <div className={cardClass}>
        <h2 id="tracking-result" className="text-lg font-bold text-neutral-900">
          Order{" "}
          <span className="font-mono text-[0.9375rem] break-all text-neutral-800">{order.id}</span>
        </h2>
        {placed ? <p className="mt-0.5 text-sm text-neutral-600">Placed on {placed}</p> : null}
        {order.testPayment ? <TestOrderBadge className="mt-2" /> : null}

        {stage === null ? (
          <div
            role="status"
            className="mt-5 flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900"
          >
            <CircleX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
            <div>
              <p className="font-semibold">This order was cancelled</p>
              <p className="mt-0.5 text-sm text-red-900/80">
                {cancelledAt ? `Cancelled on ${formatOrderDate(cancelledAt, true)}. ` : ""}
                It will not be delivered.{" "}
                {order.refund ? null : (
                  <>
                    Our{" "}
                    <Link
                      href={PATHS.refundPolicy}
                      className="font-semibold underline underline-offset-2"
                    >
                      refund policy
                    </Link>{" "}
                    explains what happens to a payment.
                  </>
                )}
              </p>
              <OrderRefund order={order} className="mt-2" />
            </div>
          </div>
        ) : (
          <>
            <div role="status" className="mt-5">
              <p className="text-base font-bold text-neutral-900">{words.headline}</p>
              {words.detail ? <p className="text-sm text-neutral-700">{words.detail}</p> : null}
            </div>
            <TrackingProgress current={stage} note={words.stageNote} className="mt-5" />
            <DeliveryProof order={order} className="mt-5" />
            <OrderRefund order={order} className="mt-5" />
            <RecipientCode order={order} className="mt-5" />
            {owner && order.cancellable ? (
              <CancelOrder
                orderId={order.id}
                totalAmount={order.totalAmount}
                paidOnline={order.paymentId !== null}
                testPayment={order.testPayment}
              />
            ) : null}
            <CancelThroughSupport order={order} />
          </>
        )}
      </div>

      <div className="grid gap-5 md:grid-cols-2">
        <div className={cardClass}>
          <h3 className={headingClass}>Order summary</h3>
          <dl className="mt-3 space-y-2 text-sm">
            <SummaryRow term="Placed on" value={placed || "—"} />
            <div className="flex items-center justify-between gap-3">
              <dt className="text-neutral-600">Status</dt>
              <dd>
                <StatusBadge status={order.status} />
              </dd>
            </div>
            <SummaryRow term="Items" value={`${count} ${count === 1 ? "item" : "items"}`} />
            {order.totalAmount > 0 && hasDelivery(order) ? (
              <SummaryRow term="Delivery Charges" value={chargeLabel(order.deliveryCharge)} />
            ) : null}
            {order.totalAmount > 0 ? (
              <SummaryRow term="Total" value={formatINR(order.totalAmount)} strong />
            ) : null}
            {owner ? (
              <SummaryRow
                term="Payment"
                value={
                  order.testPayment
                    ? TEST_PAYMENT_LABEL
                    : order.paymentId
                      ? "Paid online"
                      : "Cash on delivery"
                }
              />
            ) : null}
          </dl>
          <OrderSubstitution
            substitution={owner ? order.substitution : null}
            className="mt-3 border-t border-neutral-100 pt-3"
          />
        </div>

        <div className={cardClass}>
          <h3 className={headingClass}>Shipping info</h3>
          {owner ? (
            <address className="mt-3 text-sm leading-6 text-neutral-800 not-italic">
              <span className="font-semibold text-neutral-900">{address.name}</span>
              <br />
              {address.phone ? (
                <>
                  Phone: {address.phone}
                  {address.alternatephone ? `, ${address.alternatephone}` : ""}
                  <br />
                </>
              ) : null}
              <span className="break-words">{address.address}</span>
              <br />
              {address.city}, {address.state} – {address.pin}
            </address>
          ) : (
            <div className="mt-3 text-sm leading-6 text-neutral-700">
              {address.city ? (
                <p className="flex items-center gap-1.5 text-neutral-900">
                  <MapPin aria-hidden="true" className="size-4 text-neutral-500" />
                  Delivering to {address.city}
                </p>
              ) : null}
              <p className="mt-2">
                To keep deliveries private, the full address is shown only to the account that
                placed the order.
              </p>
              {signedIn ? null : (
                <Link
                  href={loginPath(orderTrackingPath(order.id))}
                  className="mt-2 inline-flex min-h-10 items-center gap-1.5 rounded font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  <LogIn aria-hidden="true" className="size-4" />
                  Log in to see all details
                </Link>
              )}
            </div>
          )}
        </div>
      </div>

      <div className={cardClass}>
        <h3 className={headingClass}>Items</h3>
        <ul className="mt-2 divide-y divide-neutral-100 text-sm">
          {order.items.map((item, index) => (
            <li key={`${item.productId}-${index}`} className="flex justify-between gap-4 py-2.5">
              <div className="min-w-0">
                <span className="text-neutral-900">{item.name}</span>
                <GiftDetails
                  variant={item.variant}
                  personalisation={owner ? item.personalisation : null}
                  className="mt-0.5"
                />
                <ItemDelivery delivery={item.delivery} className="mt-1" />
                {owner && item.deliveryMove && item.delivery ? (
                  <MoveDelivery
                    orderId={order.id}
                    position={index}
                    productId={item.productId}
                    name={item.name}
                    window={item.deliveryMove}
                    delivery={item.delivery}
                    chargeNow={deliveryChargeOf(order.items, item)}
                    pincode={item.delivery.pincode ?? address.pin}
                    paidOnline={order.paymentId !== null}
                  />
                ) : null}
              </div>
              <span className="shrink-0 text-neutral-600 tabular-nums">× {item.quantity}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function SummaryRow({ term, value, strong }: { term: string; value: string; strong?: boolean }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <dt className="text-neutral-600">{term}</dt>
      <dd className={strong ? "font-bold text-neutral-900 tabular-nums" : "text-neutral-900"}>
        {value}
      </dd>
    </div>
  );
}
