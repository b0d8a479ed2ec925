import { FlaskConical } from "@/components/ui/icons/flask-conical";
import { cn } from "@/lib/cn";

/** What a test order's payment was, where a page names the payment. */
export const TEST_PAYMENT_LABEL = "Test payment (no money taken)";

/**
 * Marks an order paid through test payments (the local provider), which took no money. A
 * dashed tag, so it never reads as one of the status pills beside it.
 */
export function TestOrderBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-md border border-dashed border-orange-400 bg-orange-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-orange-900",
        className,
      )}
    >
      <FlaskConical aria-hidden="true" className="size-3.5" />
      Test order
    </span>
  );
}
