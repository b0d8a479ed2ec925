import { redirect } from "next/navigation";
import { CartView } from "@/components/cart/cart-view";
import { CheckoutPage } from "@/components/cart/checkout-page";
import { getCurrentUser } from "@/lib/auth/session";
import { showsAddOns } from "@/lib/backend/addons";
import { showsDelivery } from "@/lib/backend/delivery";
import { PATHS, loginPath } from "@/lib/routing/paths";
import { privatePageMetadata } from "@/lib/seo/private-page";

export const metadata = privatePageMetadata("Your cart");

/**
 * /cartlist (docs/contract.md, Screens: Cart): the cart, filled in the browser from the shopper's
 * store. Continue leads to the add-ons step when the backend offers add-ons (docs/gifting.md),
 * else straight to the address.
 */
export default async function CartPage() {
  if (!(await getCurrentUser())) redirect(loginPath(PATHS.cart));
  const [delivery, addOns] = await Promise.all([showsDelivery(), showsAddOns()]);

  return (
    <CheckoutPage step="Cart" title="My Cart" addOns={addOns}>
      <CartView delivery={delivery} next={addOns ? PATHS.addOns : PATHS.addAddress} />
    </CheckoutPage>
  );
}
