"use client";

import { Suspense, lazy } from "react";
import { Price } from "@/components/product/price";
import { GIFT_MISSING_ID } from "./gift-ids";
import { missingReason, useGift } from "./gift-state";

// The chooser, the message and photo UI and the preview load only on pages of products that
// have them (each in its own chunk, rendered by the server all the same): a photo gift ships no
// chooser, a cake sold by weight no photo slots.
const VariantChooser = lazy(() =>
  import("./variant-chooser").then((module) => ({ default: module.VariantChooser })),
);
const PersonalisationFields = lazy(() =>
  import("./personalisation-fields").then((module) => ({
    default: module.PersonalisationFields,
  })),
);
const GiftPreview = lazy(() =>
  import("./gift-preview").then((module) => ({ default: module.GiftPreview })),
);

/** The chosen variant's price, old price and discount (the product's when it has none). */
export function GiftPrice({
  price,
  oldPrice,
  discount,
}: {
  price: number;
  oldPrice: number;
  discount: number;
}) {
  const variant = useGift()?.variant;
  return (
    <div aria-live="polite" aria-atomic>
      <Price
        price={variant?.price ?? price}
        oldPrice={variant?.oldPrice ?? oldPrice}
        discount={variant?.discount ?? discount}
        size="lg"
      />
    </div>
  );
}

/** The message and photo fields, where the product has a personalisation spec. */
export function GiftFields() {
  const gift = useGift();
  if (!gift?.product.personalisation) return null;
  return (
    <Suspense fallback={<div className="h-24 animate-pulse rounded-xl bg-neutral-100" />}>
      <PersonalisationFields />
    </Suspense>
  );
}

/** The chooser per option, where the product has variants. */
export function VariantChoices() {
  if (!useGift()?.product.variants.length) return null;
  return (
    <Suspense fallback={<div className="h-28 animate-pulse rounded-xl bg-neutral-100" />}>
      <VariantChooser />
    </Suspense>
  );
}

/** The preview over the product's picture, where the product takes a message, names or photos. */
export function GiftPreviewSlot() {
  const spec = useGift()?.product.personalisation;
  if (!spec?.cakeMessage && !spec?.photos && !spec?.names) return null;
  return (
    <Suspense>
      <GiftPreview />
    </Suspense>
  );
}

/** Why Add to Cart is disabled (photos still missing), above the buttons; nothing otherwise. */
export function GiftMissingNotice() {
  const gift = useGift();
  const reason = gift && missingReason(gift);
  return (
    <p id={GIFT_MISSING_ID} aria-live="polite" className="text-sm text-neutral-700 empty:hidden">
      {reason}
    </p>
  );
}
