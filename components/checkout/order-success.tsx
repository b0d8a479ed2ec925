import { CircleAlert } from "@/components/ui/icons/circle-alert";
import { CircleCheckBig } from "@/components/ui/icons/circle-check-big";
import { MessageSquareHeart } from "@/components/ui/icons/message-square-heart";
import { PackageCheck } from "@/components/ui/icons/package-check";
import { Sparkles } from "@/components/ui/icons/sparkles";
import Link from "next/link";
import { GiftDetails } from "@/components/gifting/gift-details";
import { chargeLabel, deliveriesOf, hasDelivery } from "@/components/orders/order-delivery";
import { orderItemCount } from "@/components/orders/order-status";
import { TEST_PAYMENT_LABEL, TestOrderBadge } from "@/components/orders/test-order-badge";
import { buttonStyles } from "@/components/ui/button-styles";
import { cn } from "@/lib/cn";
import { formatINR } from "@giftshop/shared/money";
import type { Order, OrderItem } from "@/lib/types";
import { CopyOrderId } from "./copy-order-id";
import { PATHS, orderTrackingPath } from "@/lib/routing/paths";

const COPY = {
  payment: {
    icon: CircleCheckBig,
    title: "Payment successful",
    message: (total: number | null) =>
      total === null
        ? "Thank you! Your payment went through and your order is confirmed."
        : `Thank you! We received your payment of ${formatINR(total)} and your order is confirmed.`,
    totalLabel: "Amount paid",
  },
  cod: {
    icon: PackageCheck,
    title: "Order placed",
    message: (total: number | null) =>
      total === null
        ? "Your order has been placed. Please keep the amount ready to pay in cash on delivery."
        : `Your order has been placed. Please keep ${formatINR(total)} ready to pay in cash on delivery.`,
    totalLabel: "To pay on delivery",
  },
} as const;

const linkClass =
  "inline-flex min-h-11 items-center gap-1.5 rounded px-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/**
 * The two success pages (docs/contract.md, Screens: Success pages): what happened, the order id to
 * keep, and where to go next. `order` is null when it could not be read; the page still thanks the
 * shopper, and
 * `detailsError` (docs/contract.md, Messages) says so when the details were asked for and did not
 * come.
 */
export function OrderSuccess({
  kind,
  orderId,
  order,
  detailsError = null,
}: {
  kind: "payment" | "cod";
  orderId: string | null;
  order: Order | null;
  detailsError?: string | null;
}) {
  const copy = COPY[kind];
  const Icon = copy.icon;
  const count = order ? orderItemCount(order) : null;
  const trackHref = orderTrackingPath(orderId);

  return (
    <div className="bg-linear-to-b from-green-50/70 via-white to-white">
      <div className="mx-auto max-w-xl px-4 py-10 text-center sm:py-16">
        <div aria-hidden="true" className="relative mx-auto size-28">
          <span className="absolute inset-0 animate-[ping_1.6s_ease-out_1] rounded-full bg-green-200/60" />
          <span className="absolute inset-0 rounded-full bg-green-100" />
          <span className="absolute inset-3 flex items-center justify-center rounded-full bg-green-600 text-white shadow-lg shadow-green-600/30">
            <Icon className="size-12" strokeWidth={2} />
          </span>
          <Sparkles className="absolute -top-1 -right-3 size-6 text-amber-400" />
          <Sparkles className="absolute bottom-1 -left-4 size-4 text-brand-500" />
        </div>

        <h1 className="mt-7 text-3xl font-bold tracking-tight text-neutral-900 sm:text-4xl">
          {copy.title}
        </h1>
        {order?.testPayment ? <TestOrderBadge className="mt-3" /> : null}
        <p className="mx-auto mt-3 max-w-md text-base leading-7 text-neutral-700">
          {kind === "payment" && order?.testPayment
            ? `Thank you! Your test payment of ${formatINR(order.totalAmount)} went through ` +
              "(no money was taken) and your order is confirmed."
            : copy.message(order ? order.totalAmount : null)}
        </p>

        {detailsError ? (
          <p
            role="alert"
            className="mx-auto mt-5 flex max-w-md items-start justify-center gap-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-left text-sm text-amber-900"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {detailsError}
          </p>
        ) : null}

        {orderId ? (
          <dl className="mt-8 divide-y divide-neutral-100 rounded-2xl border border-neutral-200 bg-white text-left text-sm shadow-sm">
            <div className="flex items-center justify-between gap-3 px-5 py-3">
              <dt className="shrink-0 text-neutral-600">Order ID</dt>
              <dd className="flex min-w-0 items-center gap-1">
                <span className="font-mono text-[0.8125rem] font-semibold break-all text-neutral-900">
                  {orderId}
                </span>
                <CopyOrderId orderId={orderId} />
              </dd>
            </div>
            {order && count !== null ? (
              <>
                <Row term="Items" value={`${count} ${count === 1 ? "item" : "items"}`} />
                <GiftLines items={order.items} />
                {deliveriesOf(order).map((delivery, _, all) => (
                  <div
                    key={delivery.title}
                    className="flex items-start justify-between gap-3 px-5 py-3"
                  >
                    <dt className="shrink-0 text-neutral-600">Delivery</dt>
                    <dd className="text-right text-neutral-900">
                      {delivery.title}
                      {/* Which gifts go when, only where the order has more than one delivery. */}
                      {all.length > 1 ? (
                        <span className="block text-xs text-neutral-600">
                          {delivery.names.join(", ")}
                        </span>
                      ) : null}
                    </dd>
                  </div>
                ))}
                {hasDelivery(order) ? (
                  <Row term="Delivery Charges" value={chargeLabel(order.deliveryCharge)} />
                ) : null}
                <Row
                  term={copy.totalLabel}
                  value={formatINR(order.totalAmount)}
                  className="font-bold"
                />
                <Row
                  term="Payment"
                  value={
                    order.testPayment
                      ? TEST_PAYMENT_LABEL
                      : kind === "cod"
                        ? "Cash on delivery"
                        : "Paid online"
                  }
                />
                {order.shippingAddress.city ? (
                  <Row
                    term="Delivering to"
                    value={[order.shippingAddress.name, order.shippingAddress.city]
                      .filter(Boolean)
                      .join(", ")}
                  />
                ) : null}
              </>
            ) : null}
          </dl>
        ) : null}

        <div className="mt-8 grid gap-3 sm:grid-cols-2">
          <Link href={PATHS.orders} className={buttonStyles()}>
            View my orders
          </Link>
          <Link href={trackHref} className={buttonStyles({ variant: "secondary" })}>
            Track this order
          </Link>
        </div>
        <div className="mt-5 flex flex-wrap items-center justify-center gap-x-6 gap-y-1">
          <Link href="/" className={linkClass}>
            Continue shopping
          </Link>
          <Link href={PATHS.feedback} className={linkClass}>
            <MessageSquareHeart aria-hidden="true" className="size-4" />
            Give Feedback
          </Link>
        </div>
      </div>
    </div>
  );
}

/**
 * The order's lines with what each was ordered as (docs/gifting.md), when any line has a variant,
 * a message or a photo; a plain order's page is as docs/contract.md describes it.
 */
function GiftLines({ items }: { items: OrderItem[] }) {
  if (!items.some((item) => item.variant || item.personalisation)) return null;
  return (
    <div className="px-5 py-3">
      <dt className="text-neutral-600">Your gifts</dt>
      <dd className="mt-2">
        <ul className="space-y-2.5">
          {items.map((item, index) => (
            <li key={`${item.productId}-${index}`}>
              <p className="text-neutral-900">
                {item.name} <span className="text-neutral-600 tabular-nums">× {item.quantity}</span>
              </p>
              <GiftDetails
                variant={item.variant}
                personalisation={item.personalisation}
                className="mt-0.5"
              />
            </li>
          ))}
        </ul>
      </dd>
    </div>
  );
}

function Row({ term, value, className }: { term: string; value: string; className?: string }) {
  return (
    <div className="flex items-center justify-between gap-3 px-5 py-3">
      <dt className="shrink-0 text-neutral-600">{term}</dt>
      <dd className={cn("text-right text-neutral-900 tabular-nums", className)}>{value}</dd>
    </div>
  );
}
