"use client";

import { useId, useRef, useState } from "react";
import { DeliveryCheck } from "@/components/delivery/delivery-check";
import type { CheckedDelivery, DeliveryGap } from "@/lib/delivery/choice";
import type { DeliveryChoice } from "@/lib/delivery/types";
import type { CartProduct } from "@/lib/types";
import { AddToCartButton } from "./add-to-cart-button";
import { WishlistButton } from "./wishlist-button";

/**
 * The buy area where the shop delivers by pincode (docs/delivery.md "The storefront"): the
 * delivery check above the buttons, and Add to Cart carrying the delivery picked in it. Add to
 * Cart tapped while the delivery lacks something says what (under the buttons) and takes the
 * shopper to it: the PIN code field, or the day and slot.
 */
export function PurchasePanel({
  product,
  initial,
}: {
  product: CartProduct;
  /** The server's answer for the shopper's pincode (the pincode twin), or null. */
  initial: CheckedDelivery | null;
}) {
  const gapId = useId();
  const checkRef = useRef<HTMLDivElement>(null);
  const [choice, setChoice] = useState<DeliveryChoice | null>(null);
  // Reported by the check as soon as it has mounted.
  const [gap, setGap] = useState<DeliveryGap>(null);
  // What a tap on Add to Cart was told was missing; gone once the gap it named is filled.
  const [told, setTold] = useState<DeliveryGap>(null);
  const shown = told && gap && told.kind === gap.kind ? gap : null;

  const showGap = (missing: NonNullable<DeliveryGap>) => {
    setTold(missing);
    const within = checkRef.current;
    const target =
      missing.kind === "slot"
        ? within?.querySelector<HTMLInputElement>('input[type="radio"]:not(:disabled)')
        : within?.querySelector<HTMLInputElement>('input[name="pincode"]');
    if (!target) return;
    target.focus({ preventScroll: true });
    if (missing.kind !== "slot") target.select();
    // Centred, so the phone's keyboard does not cover the field it opens for.
    target.scrollIntoView?.({ block: "center", behavior: "smooth" });
  };

  return (
    <>
      <div ref={checkRef}>
        <DeliveryCheck
          productId={product.id}
          initial={initial}
          choice={choice}
          onChoice={setChoice}
          onGap={setGap}
        />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <WishlistButton product={product} />
        <AddToCartButton
          product={product}
          delivery={choice}
          deliveryGap={gap}
          onDeliveryGap={showGap}
          describedBy={shown ? gapId : undefined}
        />
      </div>
      <p id={gapId} role="alert" className="text-sm font-medium text-red-700 empty:hidden">
        {shown?.message}
      </p>
    </>
  );
}
