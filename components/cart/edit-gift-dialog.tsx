"use client";

import { useState } from "react";
import { GiftPhoto } from "@/components/gifting/gift-details";
import { MessageField } from "@/components/gifting/message-field";
import { formatINR } from "@giftshop/shared/money";
import type { GiftChoice } from "@/lib/cart/gift";
import { useCart } from "@/lib/stores/cart";
import type { CartLine } from "@/lib/types";
import { LineDialog, useLineSave } from "./line-dialog";

/** What the cart's Edit offers for a line: the product's options and its message fields. */
function editableParts(line: CartLine) {
  const spec = line.product.personalisation ?? null;
  const variants = line.product.variants ?? [];
  return {
    variants: variants.length > 1 || (variants.length === 1 && !line.variant) ? variants : [],
    cakeMessage: Boolean(spec?.cakeMessage || line.personalisation?.cakeMessage),
    cardMessage: Boolean(spec?.cardMessage || line.personalisation?.cardMessage),
    photos: line.personalisation?.photos ?? [],
    names: spec?.names ?? null,
  };
}

/** Whether a line has anything its Edit dialog could change. */
export function canEditLine(line: CartLine): boolean {
  const parts = editableParts(line);
  return (
    parts.variants.length > 0 || parts.cakeMessage || parts.cardMessage || Boolean(parts.names)
  );
}

/**
 * A cart line's "Edit" dialog (docs/gifting.md, Storefront: Cart): the gift's option, the
 * messages with live counters (characters as the shopper sees them), and the photos read-only
 * (a new photo is a new gift). Save changes the line (PUT /api/cart/line); a refusal is shown
 * here in the shop's words. A native modal <dialog>: focus stays inside, Escape closes it.
 */
export function EditGiftDialog({ line, onClose }: { line: CartLine; onClose: () => void }) {
  const parts = editableParts(line);
  const [variantId, setVariantId] = useState(line.variant?.id ?? parts.variants[0]?.id ?? null);
  const [cake, setCake] = useState(line.personalisation?.cakeMessage ?? "");
  const [card, setCard] = useState(line.personalisation?.cardMessage ?? "");
  const [names, setNames] = useState(() =>
    (parts.names?.labels ?? []).map((_, i) => line.personalisation?.names?.[i] ?? ""),
  );
  const { saving, error, save } = useLineSave(onClose);

  const saveGift = () => {
    const photos = parts.photos.map((photo) => photo.id);
    const crops = line.personalisation?.crops;
    const printed = { ...(names.length > 0 ? { names } : {}), ...(crops ? { crops } : {}) };
    const gift: GiftChoice = {
      variant: parts.variants.find((variant) => variant.id === variantId) ?? line.variant,
      personalisation:
        cake || card || photos.length > 0 || names.length > 0
          ? { cakeMessage: cake, cardMessage: card, photos, ...printed }
          : null,
    };
    return useCart.getState().editLine(line.key, gift);
  };

  return (
    <LineDialog
      title={`Edit ${line.product.title}`}
      saveLabel="Save"
      saving={saving}
      error={error}
      onSave={() => void save(saveGift)}
      onClose={onClose}
    >
      {parts.variants.length > 0 ? (
        <fieldset>
          <legend className="text-sm font-semibold">Option</legend>
          <div className="mt-1 space-y-1">
            {parts.variants.map((variant) => (
              <label
                key={variant.id}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 ring-1 ring-neutral-200 has-checked:ring-2 has-checked:ring-brand-600"
              >
                <input
                  type="radio"
                  name="variant"
                  value={variant.id}
                  checked={variantId === variant.id}
                  onChange={() => setVariantId(variant.id)}
                  className="accent-brand-600"
                />
                <span className="flex-1 text-sm">{variant.label}</span>
                <span className="text-sm font-semibold tabular-nums">
                  {formatINR(variant.price)}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {parts.names?.labels.map((label, index) => (
        <MessageField
          key={label}
          kind="name"
          label={label}
          value={names[index] ?? ""}
          onChange={(text) =>
            setNames((typed) => typed.map((name, i) => (i === index ? text : name)))
          }
          max={parts.names?.max}
          required
        />
      ))}
      {parts.cakeMessage ? (
        <MessageField kind="cake" label="Message on the cake" value={cake} onChange={setCake} />
      ) : null}
      {parts.cardMessage ? (
        <MessageField kind="card" label="Message card" value={card} onChange={setCard} />
      ) : null}
      {parts.photos.length > 0 ? (
        <div>
          <p className="text-sm font-semibold">
            {parts.photos.length === 1 ? "Your photo" : "Your photos"}
          </p>
          <div className="mt-1 flex gap-2">
            {parts.photos.map((photo, index) => (
              <GiftPhoto
                key={photo.id}
                id={photo.id}
                index={index}
                size={64}
                className="size-16 rounded-lg border border-neutral-200 object-cover"
              />
            ))}
          </div>
          <p className="mt-1 text-xs text-neutral-600">
            To change the photo, remove this gift and add it again.
          </p>
        </div>
      ) : null}
    </LineDialog>
  );
}
