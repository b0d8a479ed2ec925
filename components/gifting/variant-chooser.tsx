"use client";

import { clsx } from "clsx";
import { useId, useRef, type KeyboardEvent, type MouseEvent } from "react";
import { variantOptions } from "@/lib/gifting/variant-options";
import { variantPath } from "@/lib/gifting/variant-view";
import type { ProductVariant } from "@/lib/types";
import { useGift } from "./gift-state";

/** The variant with `name` set to `value` and every other option as `chosen` has it, if any. */
function variantWith(
  variants: ProductVariant[],
  chosen: ProductVariant | null,
  name: string,
  value: string,
): ProductVariant | null {
  return (
    variants.find(
      (variant) =>
        variant.options[name] === value &&
        Object.entries(chosen?.options ?? {}).every(
          ([other, otherValue]) => other === name || variant.options[other] === otherValue,
        ),
    ) ?? null
  );
}

/**
 * A chooser per option (docs/gifting.md "Storefront"): a radio group whose values are links to
 * the variant's own address, so crawlers find every variant; a click chooses without a reload.
 * A value whose combination with the other choices does not exist is disabled.
 */
export function VariantChooser() {
  const gift = useGift();
  if (!gift || gift.product.variants.length === 0) return null;
  return (
    <div className="flex flex-col gap-4">
      {variantOptions(gift.product.variants).map((option) => (
        <OptionGroup key={option.name} name={option.name} values={option.values} />
      ))}
    </div>
  );
}

function OptionGroup({ name, values }: { name: string; values: string[] }) {
  const gift = useGift();
  const labelId = useId();
  const refs = useRef<(HTMLAnchorElement | null)[]>([]);
  if (!gift) return null;
  const { product, variant: chosen, choose } = gift;
  const targets = values.map((value) => variantWith(product.variants, chosen, name, value));
  // A disabled value still links to a variant that has it, so that variant is found too.
  const hrefs = values.map(
    (value, index) =>
      targets[index] ?? product.variants.find((variant) => variant.options[name] === value),
  );
  const selected = values.indexOf(chosen?.options[name] ?? "");

  const onClick = (event: MouseEvent<HTMLAnchorElement>, index: number) => {
    // A modified click (new tab, new window) follows the link as any link.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) {
      return;
    }
    event.preventDefault();
    const target = targets[index];
    if (target) choose(target);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    const step =
      event.key === "ArrowRight" || event.key === "ArrowDown"
        ? 1
        : event.key === "ArrowLeft" || event.key === "ArrowUp"
          ? -1
          : 0;
    if (event.key === " ") {
      event.preventDefault();
      const target = targets[index];
      if (target) choose(target);
      return;
    }
    if (step === 0) return;
    event.preventDefault();
    // Arrows move to the next value that can be chosen, and choose it (a radio group's way).
    for (let next = index + step; next >= 0 && next < values.length; next += step) {
      const target = targets[next];
      if (target) {
        choose(target);
        refs.current[next]?.focus();
        return;
      }
    }
  };

  return (
    <div>
      <p id={labelId} className="mb-2 text-sm font-semibold text-neutral-900">
        {name}
        {selected >= 0 && (
          <span className="font-normal text-neutral-600">: {values[selected]}</span>
        )}
      </p>
      <div role="radiogroup" aria-labelledby={labelId} className="flex flex-wrap gap-2">
        {values.map((value, index) => {
          const checked = index === selected;
          const disabled = !targets[index];
          const link = hrefs[index];
          return (
            <a
              key={value}
              ref={(element) => {
                refs.current[index] = element;
              }}
              href={link ? variantPath(product.id, link.id) : undefined}
              role="radio"
              aria-checked={checked}
              aria-disabled={disabled || undefined}
              tabIndex={checked || (selected < 0 && index === 0) ? 0 : -1}
              onClick={(event) => (disabled ? event.preventDefault() : onClick(event, index))}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={clsx(
                "inline-flex min-h-11 min-w-11 items-center justify-center rounded-xl px-4 text-sm font-medium ring-1 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
                checked
                  ? "bg-brand-50 text-brand-800 ring-2 ring-brand-600"
                  : disabled
                    ? "cursor-not-allowed bg-neutral-50 text-neutral-400 line-through ring-neutral-200"
                    : "hover:ring-brand-400 bg-white text-neutral-800 ring-neutral-300",
              )}
            >
              {value}
            </a>
          );
        })}
      </div>
    </div>
  );
}
