import { redirect } from "next/navigation";
import { AddOnsStep } from "@/components/cart/add-ons-step";
import { CheckoutPage } from "@/components/cart/checkout-page";
import { getCurrentUser } from "@/lib/auth/session";
import { addOnsToOffer } from "@/lib/backend/addons";
import { showsDelivery } from "@/lib/backend/delivery";
import { cartProductOf } from "@/lib/cart/lines";
import { PATHS, loginPath } from "@/lib/routing/paths";
import { privatePageMetadata } from "@/lib/seo/private-page";

export const metadata = privatePageMetadata("Add a little extra");

/**
 * /cartlist/add-ons (docs/gifting.md "Add-ons step"): candles, cards, balloons and chocolates
 * to go with the gifts, between the cart and the address. A backend without add-ons (or one
 * that cannot say just now) has no such step: the shopper goes on to the address.
 */
export default async function AddOnsPage() {
  if (!(await getCurrentUser())) redirect(loginPath(PATHS.addOns));
  const [addOns, delivery] = await Promise.all([addOnsToOffer(), showsDelivery()]);
  if (addOns.length === 0) redirect(PATHS.addAddress);

  return (
    <CheckoutPage
      step="Add-ons"
      title="Add a little extra"
      intro="Candles, a card or chocolates to go with your gift. Nothing is added unless you choose it."
      addOns
    >
      <AddOnsStep
        // An add-on with variants (number candles' digits) is offered with its choices.
        addOns={addOns.map((product) => ({
          ...cartProductOf(product),
          ...(product.variants.length > 0 ? { variants: product.variants } : {}),
        }))}
        next={PATHS.addAddress}
        delivery={delivery}
      />
    </CheckoutPage>
  );
}
