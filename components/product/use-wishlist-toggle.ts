"use client";

import { askToLogin, isSignedIn } from "@/components/cart/sign-in-gate";
import { WISHLIST_LOGIN_REQUIRED } from "@giftshop/shared/messages/cart";
import { useCart } from "@/lib/stores/cart";
import type { CartProduct } from "@/lib/types";

/**
 * The wishlist toggle (docs/contract.md, Screens: Product detail; Behaviour): whether `product` is
 * wishlisted, and the toggle. A visitor is asked to log in; a shopper's toggle flips at once and
 * flips back if the server refuses. Its own module, shared by the product page's button
 * (./wishlist-button.tsx) and the cards' heart (./wishlist-heart.tsx), so that a page of cards
 * does not ship the button.
 */
export function useWishlistToggle(product: CartProduct) {
  const wishlisted = useCart((state) => state.wishlist.some((item) => item.id === product.id));

  const toggle = async () => {
    if (!(await isSignedIn())) {
      askToLogin(WISHLIST_LOGIN_REQUIRED);
      return;
    }
    await useCart.getState().toggleWishlist(product);
  };

  return { wishlisted, toggle };
}
