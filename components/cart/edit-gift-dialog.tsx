"use client";

import { X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { photoUrl } from "@/components/gifting/gift-details";
import {
  CAKE_MESSAGE_MAX,
  CARD_MESSAGE_MAX,
  graphemeCount,
  graphemeSlice,
} from "@giftshop/shared/gifting";
import { formatINR } from "@giftshop/shared/money";
import type { GiftChoice } from "@/lib/cart/gift";
import { useCart } from "@/lib/stores/cart";
import type { CartLine } from "@/lib/types";

/** What the cart's Edit offers for a line: the product's options and its message fields. */
export function editableParts(line: CartLine) {
  const spec = line.product.personalisation ?? null;
  const variants = line.product.variants ?? [];
  return {
    variants: variants.length > 1 || (variants.length === 1 && !line.variant) ? variants : [],
    cakeMessage: Boolean(spec?.cakeMessage || line.personalisation?.cakeMessage),
    cardMessage: Boolean(spec?.cardMessage || line.personalisation?.cardMessage),
    photos: line.personalisation?.photos ?? [],
  };
}

/** Whether a line has anything its Edit dialog could change. */
export function canEditLine(line: CartLine): boolean {
  const parts = editableParts(line);
  return parts.variants.length > 0 || parts.cakeMessage || parts.cardMessage;
}

const fieldClass =
  "mt-1 w-full rounded-xl border border-neutral-300 px-3 py-2 text-sm text-neutral-900 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600";

/**
 * A cart line's "Edit" dialog (docs/gifting.md, Storefront: Cart): the gift's option, the
 * messages with live counters (characters as the shopper sees them), and the photos read-only
 * (a new photo is a new gift). Save changes the line (PUT /api/cart/line); a refusal is shown
 * here in the shop's words. A native modal <dialog>: focus stays inside, Escape closes it.
 */
export function EditGiftDialog({ line, onClose }: { line: CartLine; onClose: () => void }) {
  const titleId = useId();
  const cakeId = useId();
  const cardId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const parts = editableParts(line);
  const [variantId, setVariantId] = useState(line.variant?.id ?? parts.variants[0]?.id ?? null);
  const [cake, setCake] = useState(line.personalisation?.cakeMessage ?? "");
  const [card, setCard] = useState(line.personalisation?.cardMessage ?? "");
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);

  const save = async () => {
    const photos = parts.photos.map((photo) => photo.id);
    const gift: GiftChoice = {
      variant: parts.variants.find((variant) => variant.id === variantId) ?? line.variant,
      personalisation:
        cake || card || photos.length > 0 ? { cakeMessage: cake, cardMessage: card, photos } : null,
    };
    setSaving(true);
    const failure = await useCart.getState().editLine(line.key, gift);
    setSaving(false);
    if (failure) setError(failure);
    else onClose();
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(34rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl bg-white p-0 text-neutral-900 shadow-2xl backdrop:bg-neutral-900/50"
    >
      <div className="flex items-start gap-3 border-b border-neutral-100 px-4 py-3 sm:px-5">
        <h2 id={titleId} className="min-w-0 flex-1 text-base font-bold">
          Edit {line.product.title}
        </h2>
        <button
          type="button"
          aria-label="Close"
          onClick={() => dialog.current?.close()}
          className="-mr-2 flex size-10 shrink-0 items-center justify-center rounded-full text-neutral-500 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <X aria-hidden className="size-5" />
        </button>
      </div>
      <form
        className="space-y-4 px-4 py-4 sm:px-5"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
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
        {parts.cakeMessage ? (
          <MessageField
            id={cakeId}
            label="Message on the cake"
            value={cake}
            max={CAKE_MESSAGE_MAX}
            onChange={(text) => setCake(text.replace(/\r?\n/g, " "))}
          />
        ) : null}
        {parts.cardMessage ? (
          <MessageField
            id={cardId}
            label="Message card"
            value={card}
            max={CARD_MESSAGE_MAX}
            multiline
            onChange={setCard}
          />
        ) : null}
        {parts.photos.length > 0 ? (
          <div>
            <p className="text-sm font-semibold">
              {parts.photos.length === 1 ? "Your photo" : "Your photos"}
            </p>
            <div className="mt-1 flex gap-2">
              {parts.photos.map((photo, index) => (
                // The shopper's own upload, served privately by the BFF: not for next/image.
                // eslint-disable-next-line @next/next/no-img-element
                <img
                  key={photo.id}
                  src={photoUrl(photo.id)}
                  alt={`Your photo ${index + 1}`}
                  width={64}
                  height={64}
                  className="size-16 rounded-lg border border-neutral-200 object-cover"
                />
              ))}
            </div>
            <p className="mt-1 text-xs text-neutral-600">
              To change the photo, remove this gift and add it again.
            </p>
          </div>
        ) : null}
        {error ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end gap-3 border-t border-neutral-100 pt-3">
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="min-h-11 rounded-full px-5 text-sm font-semibold text-neutral-700 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            Cancel
          </button>
          <button
            type="submit"
            disabled={saving}
            aria-busy={saving || undefined}
            className="min-h-11 rounded-full bg-brand-600 px-6 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {saving ? "Saving…" : "Save"}
          </button>
        </div>
      </form>
    </dialog>
  );
}

/** A message field with its "n/max" counter in characters as the shopper sees them. */
function MessageField({
  id,
  label,
  value,
  max,
  multiline = false,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  max: number;
  multiline?: boolean;
  onChange: (text: string) => void;
}) {
  const counterId = `${id}-count`;
  // A paste that runs over keeps what fits, as the product page's field does.
  const change = (text: string) => onChange(graphemeSlice(text, max));
  const shared = {
    id,
    value,
    "aria-describedby": counterId,
    className: fieldClass,
  };
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-semibold">
          {label}
        </label>
        <span id={counterId} className="text-xs text-neutral-600 tabular-nums">
          {graphemeCount(value)}/{max}
          <span className="sr-only"> characters</span>
        </span>
      </div>
      {multiline ? (
        <textarea {...shared} rows={4} onChange={(event) => change(event.target.value)} />
      ) : (
        <input {...shared} type="text" onChange={(event) => change(event.target.value)} />
      )}
    </div>
  );
}
