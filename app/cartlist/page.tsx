import { redirect } from "next/navigation";
import { CartView } from "@/components/cart/cart-view";
import { CheckoutPage } from "@/components/cart/checkout-page";
import { getCurrentUser } from "@/lib/auth/session";
import { showsDelivery } from "@/lib/backend/delivery";
import { PATHS, loginPath } from "@/lib/routing/paths";
import { privatePageMetadata } from "@/lib/seo/private-page";

export const metadata = privatePageMetadata("Your cart");

/**
 * /cartlist (docs/contract.md, Screens: Cart): the cart, filled in the browser from the shopper's
 * store.
 */
export default async function CartPage() {
  if (!(await getCurrentUser())) redirect(loginPath(PATHS.cart));
  const delivery = await showsDelivery();

  return (
    <CheckoutPage step="Cart" title="My Cart">
      <CartView delivery={delivery} />
    </CheckoutPage>
  );
}
