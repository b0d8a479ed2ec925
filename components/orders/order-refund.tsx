import { RotateCcw } from "@/components/ui/icons/rotate-ccw";
import Link from "next/link";
import { cn } from "@/lib/cn";
import { isCancellable, refundWords } from "@giftshop/shared/order-cancel";
import { PATHS } from "@/lib/routing/paths";
import type { Order } from "@/lib/types";

/**
 * An order's refund as its owner sees it (docs/after-the-order.md): "Refund of ₹X
 * initiated" until the provider has processed it, then "processed", with what happens next.
 */
export function OrderRefund({ order, className }: { order: Order; className?: string }) {
  if (!order.refund) return null;
  const words = refundWords(order.refund, order.testPayment);
  return (
    <div className={cn("flex gap-2 text-sm", className)}>
      <RotateCcw aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        <span className="font-semibold">{words.headline}.</span> {words.detail}
      </p>
    </div>
  );
}

/**
 * Where the backend does not let shoppers cancel (no cancelling extension: docs/backend-contract.md),
 * an order not yet dispatched is cancelled through support: the owner is told how.
 */
export function CancelThroughSupport({ order }: { order: Order }) {
  if (order.view !== "owner" || order.cancellable !== null || !isCancellable(order.status)) {
    return null;
  }
  return (
    <p className="mt-4 border-t border-neutral-100 pt-4 text-sm text-neutral-700">
      Need to cancel this order? Until it is dispatched,{" "}
      <Link
        href={PATHS.contactUs}
        className="font-semibold text-brand-700 underline decoration-brand-200 decoration-2 underline-offset-2"
      >
        contact us
      </Link>{" "}
      with its order ID and we will cancel it and refund anything paid in full.
    </p>
  );
}
