"use client";

import { clsx } from "clsx";
import { LoaderCircle } from "@/components/ui/icons/loader-circle";
import { ShoppingCart } from "@/components/ui/icons/shopping-cart";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { askToLogin, currentPage, isSignedIn } from "@/components/cart/sign-in-gate";
import { GIFT_MISSING_ID } from "@/components/gifting/gift-ids";
import { giftChoiceOf, missingReason, useGift } from "@/components/gifting/gift-state";
import { CART_LOGIN_REQUIRED } from "@giftshop/shared/messages/cart";
import { keepPendingLine } from "@/lib/cart/pending-line";
import { PATHS } from "@/lib/routing/paths";
import { preloadCartEngine, useCart } from "@/lib/stores/cart";
import { useSession } from "@/lib/stores/session";
import type { DeliveryGap } from "@/lib/delivery/choice";
import type { DeliveryChoice } from "@/lib/delivery/types";
import type { CartProduct } from "@/lib/types";

/**
 * 'Add to Cart' (docs/contract.md, Screens: Product detail; Validation): a visitor is asked to log
 * in, and what they chose is added once they have (lib/cart/pending-line.ts); a shopper's
 * product goes into the cart ('Added to cart') and they go on to /cartlist. On a gift's page (docs/gifting.md) it carries the chosen variant and personalisation, and waits,
 * disabled, until the gift's photos are in (the reason is shown above it). Where the page checks
 * delivery, a tap while the delivery lacks something (`deliveryGap`) adds nothing and is handed
 * to `onDeliveryGap` to say what; a visitor who has checked no pincode yet is asked to log in
 * first, as the spec wants, and chooses the delivery in the cart.
 */
export function AddToCartButton({
  product,
  delivery,
  compact = false,
  onRefused,
  deliveryGap = null,
  onDeliveryGap,
  describedBy,
  className,
}: {
  product: CartProduct;
  /** Told the shop's reason when the cart refuses the product (besides the toast). */
  onRefused?: (error: string) => void;
  /** The delivery chosen on the product page (docs/delivery.md), carried into the cart line. */
  delivery?: DeliveryChoice | null;
  /** What the product page's delivery check still lacks; null when nothing. */
  deliveryGap?: DeliveryGap;
  /** Told what is missing when a tap cannot add for it. */
  onDeliveryGap?: (gap: NonNullable<DeliveryGap>) => void;
  /** The id of text that says why the last tap did not add. */
  describedBy?: string;
  /** Lower and narrower, for a list row (the wishlist). */
  compact?: boolean;
  /** Margins and width; the height and padding come from `compact`. */
  className?: string;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  // The page's gift, for this product's button only (not a related gift's, should one show one).
  const pageGift = useGift();
  const gift = pageGift?.product.id === product.id ? pageGift : null;
  const waiting = gift ? missingReason(gift) : null;

  const add = async () => {
    // A tap while the delivery is being checked waits for the answer: nothing is added or
    // kept with a choice made for another pincode.
    if (busy || deliveryGap?.kind === "checking") return;
    // A pincode the gift cannot go to, or a slot not picked, stops anyone; no pincode at all
    // stops a shopper, and a visitor after the spec's login ask below.
    if (deliveryGap && deliveryGap.kind !== "unchecked") {
      onDeliveryGap?.(deliveryGap);
      return;
    }
    setBusy(true);
    try {
      const signedIn = await isSignedIn();
      if (signedIn && deliveryGap && onDeliveryGap) {
        onDeliveryGap(deliveryGap);
        return;
      }
      if (!signedIn) {
        // Added for them once they have logged in or signed up (lib/cart/pending-line.ts).
        const giftFields = gift ? (await import("@/lib/cart/gift-body")).giftBody : null;
        keepPendingLine(
          {
            productId: product.id,
            quantity: 1,
            delivery: delivery ?? null,
            gift: gift && giftFields ? giftFields(giftChoiceOf(gift)) : {},
          },
          currentPage(),
        );
        askToLogin(CART_LOGIN_REQUIRED);
        return;
      }
      const added = await useCart.getState().add({
        // A gift's variants go along, so its first variant keys the line as the product itself.
        product: gift ? { ...product, variants: gift.product.variants } : product,
        delivery,
        gift: gift ? giftChoiceOf(gift) : undefined,
        onRefused,
      });
      if (added) {
        router.push(PATHS.cart);
      }
    } finally {
      setBusy(false);
    }
  };

  // The cart's code, for a signed-in shopper reaching for the button (docs/performance.md).
  const preload = () => {
    if (useSession.getState().status === "authenticated") void preloadCartEngine();
  };

  return (
    <button
      type="button"
      onClick={() => void add()}
      onPointerEnter={preload}
      onTouchStart={preload}
      onFocus={preload}
      aria-busy={busy || deliveryGap?.kind === "checking" || undefined}
      disabled={waiting !== null}
      aria-describedby={waiting ? GIFT_MISSING_ID : describedBy}
      className={clsx(
        "inline-flex items-center justify-center gap-2 rounded-xl bg-brand-600 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 active:bg-brand-800 disabled:cursor-not-allowed disabled:bg-neutral-400 aria-busy:cursor-wait",
        compact ? "min-h-11 px-3" : "min-h-12 px-5",
        className,
      )}
    >
      {busy ? (
        <LoaderCircle className="size-5 shrink-0 animate-spin" aria-hidden />
      ) : (
        <ShoppingCart className="size-5 shrink-0" aria-hidden />
      )}
      Add to Cart
    </button>
  );
}
