import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { CheckoutSteps } from "@/components/cart/checkout-steps";
import { OrderSummaryView } from "@/components/checkout/order-summary-view";
import { getCurrentUser } from "@/lib/auth/session";
import { PATHS, loginPath } from "@/lib/routing/paths";

export const metadata: Metadata = {
  title: "Order summary",
  robots: { index: false, follow: false },
};

/** /ordersummery (seed-spec §2): check the order, choose how to pay, and pay. */
export default async function OrderSummaryPage() {
  if (!(await getCurrentUser())) redirect(loginPath(PATHS.orderSummary));

  return (
    <div className="bg-neutral-50/60">
      <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
        <CheckoutSteps current="Summary" />
        <h1 className="mt-4 mb-6 text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">
          Order summary
        </h1>
        <OrderSummaryView />
      </div>
    </div>
  );
}
