"use client";

import { createContext, use, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import type { PersonalisationSpec, PhotoRef } from "@giftshop/shared/gifting";
import { namesMissing } from "@giftshop/shared/messages/gifting";
import { isCentred, roundCrop, type Crop } from "@giftshop/shared/print-crop";
import type { GiftChoice } from "@/lib/cart/gift";
import { VARIANT_PARAM } from "@/lib/gifting/variant-view";
import type { ProductVariant } from "@/lib/types";

/**
 * What the shopper is choosing on a gift's product page (docs/gifting.md "Storefront"): its
 * variant, messages and photos, shared by the price, the chooser, the fields, the preview on the
 * picture and Add to Cart. Only a product with variants or personalisation has it.
 */

/** A photo slot's upload, with the backend's low-resolution warning when it gave one. */
export interface PhotoUpload {
  ref: PhotoRef;
  warning: string | null;
  /** A local picture of the file (an object URL) while the page lives, else the served one. */
  preview: string | null;
  /** Where it sits in its print (centred until the shopper moves it). */
  crop: Crop;
}

/** The gift's product as the page's chooser needs it. */
export interface GiftProduct {
  id: string;
  variants: ProductVariant[];
  personalisation: PersonalisationSpec | null;
}

export interface GiftState {
  product: GiftProduct;
  variant: ProductVariant | null;
  choose: (variant: ProductVariant) => void;
  cakeMessage: string;
  setCakeMessage: (text: string) => void;
  cardMessage: string;
  setCardMessage: (text: string) => void;
  /** The names to print, one per label of the spec's `names` ("" not yet typed). */
  names: string[];
  setName: (index: number, text: string) => void;
  /** One entry per filled slot, in order. */
  photos: PhotoUpload[];
  setPhotos: (update: (photos: PhotoUpload[]) => PhotoUpload[]) => void;
}

const GiftContext = createContext<GiftState | null>(null);

/** The gift being chosen; null outside a gift's page (a plain product). */
export function useGift(): GiftState | null {
  return use(GiftContext);
}

/** The address is read once it hydrates; the chooser's own changes are its state, not this. */
const noChanges = () => () => {};
const variantInAddress = () => new URLSearchParams(window.location.search).get(VARIANT_PARAM);

/** Holds the choice; `initialVariantId` is the address's `?variant=` (the first variant else). */
export function GiftStateProvider({
  product,
  initialVariantId,
  children,
}: {
  product: GiftProduct;
  initialVariantId: string | null;
  children: ReactNode;
}) {
  // A cached page served for a `?variant=` the proxy could not check (the backend was away)
  // still shows the variant the address names, once it runs in the browser.
  const named = useSyncExternalStore(noChanges, variantInAddress, () => null);
  const [picked, setPicked] = useState<ProductVariant | null>(null);
  const find = (id: string | null) => product.variants.find((known) => known.id === id);
  const variant = picked ?? find(named) ?? find(initialVariantId) ?? product.variants[0] ?? null;
  const [cakeMessage, setCakeMessage] = useState("");
  const [cardMessage, setCardMessage] = useState("");
  const [typedNames, setTypedNames] = useState<string[]>([]);
  const labels = product.personalisation?.names?.labels;
  const names = useMemo(
    () => (labels ?? []).map((_, i) => typedNames[i] ?? ""),
    [labels, typedNames],
  );
  const [photos, setPhotos] = useState<PhotoUpload[]>([]);

  const state = useMemo<GiftState>(
    () => ({
      product,
      variant,
      choose: (next) => {
        setPicked(next);
        // Replaced, not pushed: Back leaves the product rather than stepping through choices.
        // The address's other parameters (a campaign's) stay.
        const url = new URL(window.location.href);
        url.searchParams.set(VARIANT_PARAM, next.id);
        window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}`);
      },
      cakeMessage,
      setCakeMessage,
      cardMessage,
      setCardMessage,
      names,
      setName: (index, text) =>
        setTypedNames((typed) => {
          const next = [...typed];
          next[index] = text;
          return next;
        }),
      photos,
      setPhotos,
    }),
    [product, variant, cakeMessage, cardMessage, names, photos],
  );
  return <GiftContext value={state}>{children}</GiftContext>;
}

/** Why Add to Cart waits (names or photos still missing), or null when the gift can go in. */
export function missingReason(state: GiftState): string | null {
  const labels = state.product.personalisation?.names?.labels ?? [];
  if (labels.some((_, i) => !state.names[i]?.trim())) return namesMissing(labels);
  const wanted = state.product.personalisation?.photos?.min ?? 0;
  const missing = wanted - state.photos.length;
  if (missing <= 0) return null;
  return missing === 1 && wanted === 1
    ? "Please add a photo for this gift."
    : `Please add ${missing} more photo${missing === 1 ? "" : "s"} for this gift.`;
}

/** What Add to Cart hands the cart: the variant (the first when none was chosen), the rest normalised. */
export function giftChoiceOf(state: GiftState): GiftChoice {
  const spec = state.product.personalisation;
  const variant = state.variant ?? state.product.variants[0] ?? null;
  if (!spec) return { variant, personalisation: null };
  return {
    variant,
    personalisation: {
      // As typed: the cart normalises them (lib/cart/gift-body.ts), as the backend does.
      cakeMessage: spec.cakeMessage ? state.cakeMessage : "",
      cardMessage: spec.cardMessage ? state.cardMessage : "",
      photos: state.photos.map((photo) => photo.ref.id),
      ...(spec.names ? { names: state.names } : {}),
      ...(state.photos.some((photo) => !isCentred(photo.crop))
        ? { crops: state.photos.map((photo) => roundCrop(photo.crop)) }
        : {}),
      photoRefs: state.photos.map((photo) => photo.ref),
    },
  };
}
