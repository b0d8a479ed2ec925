import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { CartView } from "@/components/cart/cart-view";
import { CheckoutSteps } from "@/components/cart/checkout-steps";
import { getCurrentUser } from "@/lib/auth/session";
import { PATHS, loginPath } from "@/lib/routing/paths";

export const metadata: Metadata = {
  title: "Your cart",
  robots: { index: false, follow: false },
};

/** /cartlist (seed-spec §2): the cart, filled in the browser from the shopper's store. */
export default async function CartPage() {
  if (!(await getCurrentUser())) redirect(loginPath(PATHS.cart));

  return (
    <div className="bg-neutral-50/60">
      <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
        <CheckoutSteps current="Cart" />
        <h1 className="mt-4 mb-6 text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">
          My Cart
        </h1>
        <CartView />
      </div>
    </div>
  );
}
