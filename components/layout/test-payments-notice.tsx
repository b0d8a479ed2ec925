import { FlaskConical } from "lucide-react";
import { backendTakesTestPayments } from "@/lib/backend/payment-mode";

/**
 * A slim strip above the header while the shop's payments take no money (the local
 * provider, or a Razorpay test key), so no shopper mistakes a test order for a real one.
 * Rendered on the server with the page, never streamed in: nothing moves when it shows.
 */
export async function TestPaymentsNotice() {
  if (!(await backendTakesTestPayments())) return null;
  return (
    <section aria-label="Payment mode" className="border-b border-amber-300 bg-amber-100">
      <p className="mx-auto flex max-w-7xl items-center justify-center gap-1.5 px-4 py-1 text-xs leading-5 font-semibold text-amber-950">
        <FlaskConical aria-hidden="true" className="size-3.5 shrink-0" />
        Test payments: no money is taken
      </p>
    </section>
  );
}
