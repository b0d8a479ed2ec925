import { redirect } from "next/navigation";
import { CheckoutPage } from "@/components/cart/checkout-page";
import { OrderSummaryView } from "@/components/checkout/order-summary-view";
import { getCurrentUser } from "@/lib/auth/session";
import { showsAddOns } from "@/lib/backend/addons";
import { PATHS, loginPath } from "@/lib/routing/paths";
import { privatePageMetadata } from "@/lib/seo/private-page";

export const metadata = privatePageMetadata("Order summary");

/**
 * /ordersummery (docs/contract.md, Screens: Order summary): check the order, choose how to pay, and
 * pay.
 */
export default async function OrderSummaryPage() {
  if (!(await getCurrentUser())) redirect(loginPath(PATHS.orderSummary));
  const addOns = await showsAddOns();

  return (
    <CheckoutPage step="Summary" title="Order summary" addOns={addOns}>
      <OrderSummaryView />
    </CheckoutPage>
  );
}
