"use client";

import { Plus } from "@/components/ui/icons/plus";
import { useId, useRef, useState } from "react";
import { ProductPicture } from "@/components/product/product-picture";
import { clsx } from "clsx";
import { variantMatching, variantOptions } from "@/lib/gifting/variant-options";
import { formatINR } from "@giftshop/shared/money";
import type { CartProduct, ProductVariant } from "@/lib/types";

/**
 * One add-on on the add-ons step: picture, title, price and one button that adds it or, once
 * added, takes it out again. The button stays the same element, so keyboard focus stays on it;
 * "Added ✓" is announced from a polite live region. An add-on sold in variants (number
 * candles: the two digits) asks for each option first; Add with one unchosen says so and goes
 * to it, and once added the card names what was chosen ("Number 25").
 */
export function AddOnCard({
  product,
  added,
  addedAs,
  disabled,
  onAdd,
  onRemove,
}: {
  product: CartProduct;
  added: boolean;
  /** The variant the added line has, if any. */
  addedAs?: string | null;
  /** The cart is not loaded yet, or this add-on's change is on its way. */
  disabled: boolean;
  onAdd: (variant: ProductVariant | null) => void;
  onRemove: () => void;
}) {
  const variants = product.variants ?? [];
  // Digits read 0 to 9 whatever the variants' order (number candles list "10" first).
  const options = variantOptions(variants).map((option) =>
    option.values.every((value) => /^\d+$/.test(value))
      ? { ...option, values: option.values.toSorted((a, b) => Number(a) - Number(b)) }
      : option,
  );
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [asked, setAsked] = useState(false);
  const fields = useRef<Record<string, HTMLSelectElement | null>>({});
  const hintId = useId();
  const missing = options.filter((option) => !chosen[option.name]).map((option) => option.name);

  const add = () => {
    if (options.length === 0) return onAdd(null);
    const variant = variantMatching(variants, chosen);
    if (!variant) {
      setAsked(true);
      if (missing[0]) fields.current[missing[0]]?.focus();
      return;
    }
    onAdd(variant);
  };

  return (
    <li
      className={clsx(
        "flex flex-col overflow-hidden rounded-2xl border bg-white shadow-sm transition-colors",
        added ? "border-green-600 ring-1 ring-green-600" : "border-neutral-200",
      )}
    >
      <div className="relative aspect-square bg-brand-50">
        <ProductPicture
          src={product.image?.url}
          sizes="(min-width: 1024px) 16rem, (min-width: 640px) 33vw, 50vw"
        />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="line-clamp-2 text-sm font-medium text-neutral-900">{product.title}</h3>
        <p className="flex items-center justify-between gap-2 text-sm">
          <span className="font-bold text-neutral-900 tabular-nums">
            {formatINR(product.price)}
          </span>
          <span aria-live="polite" className="text-xs font-semibold text-green-700">
            {added ? "Added ✓" : ""}
          </span>
        </p>
        {options.length > 0 && !added ? (
          <fieldset className="mt-1 flex gap-2">
            <legend className="sr-only">Choose for {product.title}</legend>
            {options.map((option) => (
              <label
                key={option.name}
                className="flex min-w-0 flex-1 flex-col text-xs text-neutral-600"
              >
                {option.name}
                <select
                  ref={(node) => {
                    fields.current[option.name] = node;
                  }}
                  value={chosen[option.name] ?? ""}
                  onChange={(event) =>
                    setChosen((was) => ({ ...was, [option.name]: event.target.value }))
                  }
                  aria-invalid={asked && !chosen[option.name] ? true : undefined}
                  aria-describedby={asked && missing.length > 0 ? hintId : undefined}
                  className={clsx(
                    "mt-0.5 min-h-11 w-full rounded-lg border bg-white px-2 text-base font-semibold text-neutral-900 focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600/30 focus-visible:outline-none",
                    asked && !chosen[option.name] ? "border-red-600" : "border-neutral-300",
                  )}
                >
                  <option value="" disabled>
                    –
                  </option>
                  {option.values.map((value) => (
                    <option key={value} value={value}>
                      {value}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </fieldset>
        ) : null}
        {asked && missing.length > 0 && !added ? (
          <p id={hintId} className="text-xs font-medium text-red-700">
            Choose the {missing.join(" and ").toLowerCase()} first.
          </p>
        ) : null}
        {added && addedAs ? <p className="text-xs text-neutral-700">{addedAs}</p> : null}
        <button
          type="button"
          disabled={disabled}
          aria-label={added ? `Remove ${product.title}` : `Add ${product.title}`}
          onClick={added ? onRemove : add}
          className={clsx(
            "mt-auto inline-flex min-h-11 items-center justify-center gap-1.5 rounded-full border text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60",
            added
              ? "border-neutral-300 bg-white text-neutral-700 hover:border-neutral-500"
              : "border-brand-600 bg-brand-50 text-brand-700 hover:bg-brand-100",
          )}
        >
          {added ? (
            "Remove"
          ) : (
            <>
              <Plus aria-hidden className="size-4" />
              Add
            </>
          )}
        </button>
      </div>
    </li>
  );
}
