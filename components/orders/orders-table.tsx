import { BellRing } from "@/components/ui/icons/bell-ring";
import { FlaskConical } from "@/components/ui/icons/flask-conical";
import { MapPin } from "@/components/ui/icons/map-pin";
import Link from "next/link";
import { cn } from "@/lib/cn";
import { formatINR } from "@giftshop/shared/money";
import { orderTrackingPath, remindFromOrderPath } from "@/lib/routing/paths";
import type { Order } from "@/lib/types";
import { OrderExpansion, OrderPanel, OrderRow, OrderToggle } from "./order-expansion";
import { chargeLabel, hasDelivery } from "./order-delivery";
import { OrderGifts } from "./order-gifts";
import { OrderItems } from "./order-items";
import { OrderSubstitution } from "./order-substitution";
import { OrderRefund } from "./order-refund";
import { formatOrderDate, orderItemCount } from "./order-status";
import { StatusBadge } from "./status-badge";
import { TestOrderBadge } from "./test-order-badge";

const COLUMNS = [
  "Order ID",
  "Name",
  "Phone",
  "City",
  "State",
  "Address",
  "Pincode",
  "Amount",
  "Payment Id",
  "Status",
  "Date",
] as const;

const panelId = (order: Order, layout: "table" | "card") => `order-items-${layout}-${order.id}`;
/** The row header naming an order in the table, which its one-cell rows name as their header. */
const rowHeaderId = (order: Order) => `order-row-${order.id}`;

/**
 * The shopper's orders (docs/contract.md, Screens: Orders): a table from `xl`, stacked cards below
 * it, in a list that scrolls at 450 px (phones scroll the page instead: a scroll box inside a
 * scrolling page traps a thumb). A row or card opens to its items, one at a time. `remindable`:
 * the backend keeps occasion reminders, so each order offers "Remind me next year".
 */
export function OrdersTable({
  orders,
  remindable = false,
}: {
  orders: Order[];
  remindable?: boolean;
}) {
  return (
    <OrderExpansion>
      <p className="mb-3 text-sm text-neutral-600">
        {orders.length} {orders.length === 1 ? "order" : "orders"}, newest first. Open an order to
        see its items.
      </p>
      <OrdersRegion className="hidden max-h-[450px] overflow-auto overscroll-contain rounded-2xl border border-neutral-200 bg-white shadow-sm xl:block">
        <table className="w-full border-separate border-spacing-0 text-left text-[0.8125rem] leading-5">
          <thead>
            <tr>
              {COLUMNS.map((column, index) => (
                <th
                  key={column}
                  scope="col"
                  className={cn(
                    "sticky top-0 z-10 border-b border-neutral-200 bg-neutral-50 px-2 py-3 text-[0.6875rem] font-semibold tracking-wide whitespace-nowrap text-neutral-600 uppercase",
                    index === 0 && "left-0 z-20 pl-3",
                    column === "Amount" && "text-right",
                  )}
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <TableOrder key={order.id} order={order} remindable={remindable} />
            ))}
          </tbody>
        </table>
      </OrdersRegion>

      <OrdersRegion className="rounded-2xl md:max-h-[450px] md:overflow-y-auto md:overscroll-contain xl:hidden">
        <ul className="space-y-3">
          {orders.map((order) => (
            <CardOrder key={order.id} order={order} remindable={remindable} />
          ))}
        </ul>
      </OrdersRegion>
    </OrderExpansion>
  );
}

/** The list's scroll box: a named region that takes focus, so a keyboard can scroll it. */
function OrdersRegion({ className, children }: { className: string; children: React.ReactNode }) {
  return (
    <div
      role="region"
      aria-label="Your orders"
      tabIndex={0}
      className={cn(
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
        className,
      )}
    >
      {children}
    </div>
  );
}

// No rule under a row's cells: the gifts line under them (OrderGifts) closes the order.
const cell = "px-2 py-3 align-top text-neutral-800";

function TableOrder({ order, remindable }: { order: Order; remindable: boolean }) {
  const address = order.shippingAddress;
  const panel = panelId(order, "table");
  const rowHeader = rowHeaderId(order);
  return (
    <>
      <OrderRow orderId={order.id} className="group/row hover:bg-brand-50 data-open:bg-brand-50">
        <th
          id={rowHeader}
          scope="row"
          className={cn(
            cell,
            "sticky left-0 z-[1] bg-white pl-3 font-normal group-hover/row:bg-brand-50 group-data-open/row:bg-brand-50",
          )}
        >
          <OrderToggle orderId={order.id} controls={panel} className="-m-1 items-start p-1">
            <span className="sr-only">Items of order </span>
            <span className="w-[5.125rem] font-mono text-[0.6875rem] leading-5 font-semibold break-all text-neutral-900">
              {order.id}
            </span>
          </OrderToggle>
        </th>
        <td className={cn(cell, "max-w-28 font-medium break-words text-neutral-900")}>
          {address.name}
        </td>
        <td className={cn(cell, "whitespace-nowrap tabular-nums")}>{address.phone}</td>
        <td className={cell}>{address.city}</td>
        <td className={cell}>{address.state}</td>
        <td className={cn(cell, "max-w-36 min-w-24")}>
          <span className="line-clamp-3" title={address.address}>
            {address.address}
          </span>
        </td>
        <td className={cn(cell, "tabular-nums")}>{address.pin}</td>
        <td className={cn(cell, "text-right font-semibold whitespace-nowrap tabular-nums")}>
          {formatINR(order.totalAmount)}
        </td>
        <td className={cell}>
          <PaymentId paymentId={order.paymentId} table />
        </td>
        <td className={cell}>
          <div className="flex flex-col items-start gap-1">
            <StatusBadge status={order.status} />
            {order.testPayment ? <TestOrderBadge /> : null}
          </div>
        </td>
        <td className={cn(cell, "whitespace-nowrap")}>
          <time dateTime={order.placedAt}>{formatOrderDate(order.placedAt)}</time>
        </td>
      </OrderRow>
      {/*
       * What was ordered, under the spec's columns: the gift's picture, name and delivery. One
       * cell across them all, whose header is the order's own (not the Order ID column it starts
       * under), so a screen reader names the order: "Items of order …, Rich Black Forest Cake".
       */}
      <tr className="bg-white">
        <td
          colSpan={COLUMNS.length}
          headers={rowHeader}
          className="border-b border-neutral-100 px-3 pt-0 pb-3"
        >
          <OrderGifts order={order} className="sticky left-3 max-w-xl" />
        </td>
      </tr>
      <OrderPanel orderId={order.id} id={panel} as="tr">
        <td
          colSpan={COLUMNS.length}
          headers={rowHeader}
          className="border-b border-neutral-200 bg-neutral-50/80 p-0"
        >
          <div className="sticky left-0 w-full max-w-3xl px-4 py-2">
            <OrderDetails order={order} remindable={remindable} />
          </div>
        </td>
      </OrderPanel>
    </>
  );
}

function CardOrder({ order, remindable }: { order: Order; remindable: boolean }) {
  const address = order.shippingAddress;
  const panel = panelId(order, "card");
  const count = orderItemCount(order);
  return (
    <li className="rounded-2xl border border-neutral-200 bg-white shadow-sm">
      <OrderGifts order={order} className="border-b border-neutral-100 px-4 py-3" />
      <div className="flex items-start justify-between gap-3 px-4 pt-4">
        <div className="min-w-0">
          <p className="text-xs font-medium text-neutral-500">Order ID</p>
          <p className="font-mono text-[0.8125rem] font-semibold break-all text-neutral-900">
            {order.id}
          </p>
        </div>
        <div className="mt-1 flex flex-col items-end gap-1">
          <StatusBadge status={order.status} />
          {order.testPayment ? <TestOrderBadge /> : null}
        </div>
      </div>
      <p className="mt-1 flex flex-wrap items-baseline gap-x-2 px-4 text-sm text-neutral-600">
        <span className="text-base font-bold text-neutral-900 tabular-nums">
          {formatINR(order.totalAmount)}
        </span>
        <span aria-hidden="true">·</span>
        <time dateTime={order.placedAt}>{formatOrderDate(order.placedAt)}</time>
      </p>
      <dl className="mx-4 mt-3 grid grid-cols-2 gap-x-4 gap-y-2.5 border-t border-neutral-100 pt-3 text-sm sm:grid-cols-4">
        <Field term="Name" value={address.name} />
        <Field term="Phone" value={address.phone} />
        <Field term="City" value={address.city} />
        <Field term="State" value={address.state} />
        <Field term="Address" value={address.address} wide />
        <Field term="Pincode" value={address.pin} />
        <div className="min-w-0">
          <dt className="text-xs text-neutral-500">Payment Id</dt>
          <dd className="mt-0.5">
            <PaymentId paymentId={order.paymentId} />
          </dd>
        </div>
      </dl>
      <div className="mt-3 border-t border-neutral-100">
        <OrderToggle
          orderId={order.id}
          controls={panel}
          className="min-h-12 w-full items-center px-4 text-sm font-semibold text-brand-700"
        >
          {count === 1 ? "1 item" : `${count} items`} in this order
        </OrderToggle>
        <OrderPanel orderId={order.id} id={panel} as="div" className="px-4 pb-3">
          <OrderDetails order={order} remindable={remindable} />
        </OrderPanel>
      </div>
    </li>
  );
}

function Field({ term, value, wide }: { term: string; value: string; wide?: boolean }) {
  return (
    <div className={cn("min-w-0", wide && "col-span-2")}>
      <dt className="text-xs text-neutral-500">{term}</dt>
      <dd className="mt-0.5 break-words text-neutral-900">{value || "—"}</dd>
    </div>
  );
}

function PaymentId({ paymentId, table }: { paymentId: string | null; table?: boolean }) {
  if (!paymentId) {
    return (
      <span className="inline-flex rounded-md bg-neutral-100 px-2 py-0.5 text-xs font-semibold text-neutral-700">
        COD
      </span>
    );
  }
  return (
    <span
      className={cn(
        "font-mono text-neutral-800",
        table ? "block w-[5.125rem] text-[0.6875rem] break-all" : "text-xs break-all",
      )}
    >
      {paymentId}
    </span>
  );
}

function OrderDetails({ order, remindable }: { order: Order; remindable: boolean }) {
  return (
    <div>
      <OrderItems
        orderId={order.id}
        items={order.items}
        order={{ pin: order.shippingAddress.pin, paidOnline: order.paymentId !== null }}
      />
      <OrderSubstitution
        substitution={order.substitution}
        className="border-t border-neutral-200 py-2"
      />
      {order.testPayment ? (
        <p className="flex items-center gap-1.5 border-t border-neutral-200 py-2 text-sm text-orange-900">
          <FlaskConical aria-hidden="true" className="size-4 shrink-0" />
          Test order: paid with a test payment, no money was taken.
        </p>
      ) : null}
      <OrderRefund order={order} className="border-t border-neutral-200 py-2 text-neutral-800" />
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-neutral-200 py-3">
        <p className="text-sm text-neutral-700">
          {hasDelivery(order) ? (
            <>
              Delivery Charges{" "}
              <span className="font-semibold text-neutral-900 tabular-nums">
                {chargeLabel(order.deliveryCharge)}
              </span>
              <span aria-hidden="true" className="mx-2 text-neutral-400">
                ·
              </span>
            </>
          ) : null}
          Total{" "}
          <span className="font-bold text-neutral-900 tabular-nums">
            {formatINR(order.totalAmount)}
          </span>
        </p>
        <Link
          href={orderTrackingPath(order.id)}
          className="inline-flex min-h-10 items-center gap-1.5 rounded text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <MapPin aria-hidden="true" className="size-4" />
          Track this order
        </Link>
        {remindable ? (
          <Link
            href={remindFromOrderPath(order.id)}
            className="inline-flex min-h-10 items-center gap-1.5 rounded text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <BellRing aria-hidden="true" className="size-4" />
            Remind me next year
          </Link>
        ) : null}
      </div>
    </div>
  );
}
