"use client";

import { CircleAlert } from "@/components/ui/icons/circle-alert";
import { Clock } from "@/components/ui/icons/clock";
import { Truck } from "@/components/ui/icons/truck";
import Link from "next/link";
import { CartLineItem } from "@/components/cart/cart-line-item";
import { ItemsCard, useLineRemoval } from "@/components/cart/items-card";
import { Shimmer, ShimmerCard } from "@/components/ui/skeleton";
import { itemCount } from "@/lib/cart/lines";
import { chargeLabel, deliveryTitle } from "@/components/orders/order-delivery";
import type { DeliveryQuote } from "@/lib/delivery/types";
import { PATHS } from "@/lib/routing/paths";
import type { CartLine } from "@/lib/types";

const HEADING_ID = "summary-items-heading";

interface Group {
  key: string;
  heading: string | null;
  charge: number;
  lines: CartLine[];
}

/**
 * The lines in the order the quote delivers them: one group per delivery, then the lines that
 * cannot go as chosen. A line the quote does not know yet (the cart changed while it was asked)
 * waits with those.
 */
function groupsOf(lines: CartLine[], quote: DeliveryQuote): Group[] {
  const grouped = new Set<string>();
  const groups: Group[] = quote.deliveries.map((delivery) => {
    // The quote names products; two lines of one product (docs/gifting.md) both go with it.
    const members = delivery.productIds.flatMap((id) =>
      lines.filter((line) => line.product.id === id && !grouped.has(line.key)),
    );
    for (const line of members) grouped.add(line.key);
    return {
      key: delivery.key,
      heading: deliveryTitle(delivery),
      charge: delivery.charge,
      lines: members,
    };
  });
  const rest = lines.filter((line) => !grouped.has(line.key));
  if (rest.length > 0) groups.push({ key: "unplaced", heading: null, charge: 0, lines: rest });
  return groups.filter((group) => group.lines.length > 0);
}

/**
 * The order summary's items grouped by delivery (docs/delivery.md): a heading per delivery with
 * its day, window and slot (or the courier's range) and its charge; under each line, whether its
 * delivery was chosen for the shopper, or its problem in words with a way to change it.
 */
export function DeliveryGroups({ lines, quote }: { lines: CartLine[]; quote: DeliveryQuote }) {
  const { region, remove } = useLineRemoval();
  const quoted = new Map(quote.lines.map((line) => [line.productId, line]));

  return (
    <ItemsCard headingId={HEADING_ID} count={itemCount(lines)} where="this order">
      <div
        ref={region}
        role="region"
        aria-label="Items in this order"
        tabIndex={0}
        className="divide-y divide-neutral-200 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
      >
        {groupsOf(lines, quote).map((group) => {
          const headingId = `delivery-${group.key}`;
          return (
            <section key={group.key} aria-labelledby={headingId}>
              <h3
                id={headingId}
                className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 bg-neutral-50 px-4 py-2.5 text-sm font-semibold text-neutral-900 sm:px-5"
              >
                {group.heading ? (
                  <>
                    <span className="flex items-center gap-1.5">
                      <Truck aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
                      {group.heading}
                    </span>
                    <span
                      className={group.charge > 0 ? "tabular-nums" : "font-medium text-green-700"}
                    >
                      <span className="sr-only">, delivery </span>
                      {chargeLabel(group.charge)}
                    </span>
                  </>
                ) : (
                  <span className="flex items-center gap-1.5 text-red-800">
                    <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
                    Needs another delivery
                  </span>
                )}
              </h3>
              <div className="divide-y divide-neutral-100">
                {group.lines.map((line) => {
                  const about = quoted.get(line.product.id);
                  // A line nobody chose a delivery for, in a delivery chosen for another line,
                  // rides with that one (the quote's joined line): it is no "earliest standard".
                  const joined = group.lines.some(
                    (other) => other !== line && quoted.get(other.product.id)?.chosen,
                  );
                  return (
                    <div key={line.key}>
                      <ul>
                        <CartLineItem line={line} onRemove={remove} />
                      </ul>
                      <LineNote
                        title={line.product.title}
                        problem={about ? about.problem : null}
                        defaulted={about ? !about.chosen && !about.problem : false}
                        joined={joined}
                      />
                    </div>
                  );
                })}
              </div>
            </section>
          );
        })}
      </div>
    </ItemsCard>
  );
}

/**
 * Under a line: its problem and the way to fix it, or that its delivery was chosen for it (the
 * earliest standard one, or the delivery chosen for another gift it rides with).
 */
function LineNote({
  title,
  problem,
  defaulted,
  joined,
}: {
  title: string;
  problem: string | null;
  defaulted: boolean;
  /** It goes in a delivery chosen for another line. */
  joined: boolean;
}) {
  if (problem) {
    return (
      <div className="mx-4 mb-4 flex flex-wrap items-start gap-x-3 gap-y-1 rounded-xl border border-red-200 bg-red-50 px-3 py-2.5 text-sm sm:mx-5">
        <p className="flex min-w-0 flex-1 gap-2 text-red-900">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-700" />
          <span>{problem}</span>
        </p>
        <ChangeDelivery title={title} />
      </div>
    );
  }
  if (!defaulted) return null;
  return (
    <p className="mx-4 mb-4 flex items-center gap-1.5 text-xs text-neutral-600 sm:mx-5">
      <Clock aria-hidden="true" className="size-3.5 shrink-0" />
      {joined ? "In the same delivery as your gift" : "Earliest standard delivery"}
      <span className="sr-only"> for {title}</span>
    </p>
  );
}

/** Where a line's delivery is changed: the cart, where each line keeps its delivery. */
function ChangeDelivery({ title }: { title: string }) {
  return (
    <Link
      href={PATHS.cart}
      className="inline-flex min-h-8 items-center rounded font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      Change delivery<span className="sr-only"> of {title}</span>
    </Link>
  );
}

const LINE_TEXT = ["h-3 w-16 rounded", "h-4 w-3/4 rounded", "h-4 w-1/3 rounded"];

/** The items' shape while their delivery is being checked: a heading bar and each line. */
export function DeliveryGroupsSkeleton({ lines }: { lines: CartLine[] }) {
  return (
    <ItemsCard headingId={HEADING_ID} count={itemCount(lines)} where="this order">
      <div role="status">
        <span className="sr-only">Checking delivery…</span>
        <div aria-hidden className="divide-y divide-neutral-100">
          <div className="bg-neutral-50 px-4 py-3 sm:px-5">
            <Shimmer className="h-4 w-48 rounded" />
          </div>
          {lines.map((line) => (
            <ShimmerCard
              key={line.key}
              className="flex gap-3 p-4 sm:gap-5 sm:p-5"
              block="size-24 shrink-0 rounded-xl sm:size-28"
              text="flex flex-1 flex-col gap-2.5"
              lines={LINE_TEXT}
            />
          ))}
        </div>
      </div>
    </ItemsCard>
  );
}
