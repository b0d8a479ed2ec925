"use client";

import { useState } from "react";
import { DeliveryCheck } from "@/components/delivery/delivery-check";
import type { CheckedDelivery } from "@/lib/delivery/choice";
import type { DeliveryChoice } from "@/lib/delivery/types";
import type { CartProduct } from "@/lib/types";
import { AddToCartButton } from "./add-to-cart-button";
import { WishlistButton } from "./wishlist-button";

/**
 * The buy area where the shop delivers by pincode (docs/delivery.md "The storefront"): the
 * delivery check above the buttons, and Add to Cart carrying the delivery picked in it.
 */
export function PurchasePanel({
  product,
  initial,
}: {
  product: CartProduct;
  /** The server's answer for the shopper's pincode (the pincode twin), or null. */
  initial: CheckedDelivery | null;
}) {
  const [choice, setChoice] = useState<DeliveryChoice | null>(null);
  return (
    <>
      <DeliveryCheck
        productId={product.id}
        initial={initial}
        choice={choice}
        onChoice={setChoice}
      />
      <div className="grid grid-cols-2 gap-3">
        <WishlistButton product={product} />
        <AddToCartButton product={product} delivery={choice} />
      </div>
    </>
  );
}
