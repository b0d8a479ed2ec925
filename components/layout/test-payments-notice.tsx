import { FlaskConical } from "@/components/ui/icons/flask-conical";

/** The strip's height in CSS px (`h-7`, border included): the toasts sit that much lower. */
export const TEST_PAYMENTS_NOTICE_HEIGHT = 28;

/**
 * A slim strip above the header while the shop's payments take no money (the local
 * provider, or a Razorpay test key: lib/backend/payment-mode.ts), so no shopper mistakes a
 * test order for a real one. The root layout renders it on the server with the page, never
 * streamed in, at a fixed height: nothing moves when it shows.
 */
export function TestPaymentsNotice() {
  return (
    <section aria-label="Payment mode" className="h-7 border-b border-amber-300 bg-amber-100">
      <p className="mx-auto flex h-full max-w-7xl items-center justify-center gap-1.5 px-4 text-xs font-semibold text-amber-950">
        <FlaskConical aria-hidden="true" className="size-3.5 shrink-0" />
        Test payments: no money is taken
      </p>
    </section>
  );
}
