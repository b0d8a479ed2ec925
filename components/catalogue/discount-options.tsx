"use client";

import { useId } from "react";
import { toggleDiscount } from "@/lib/filters";
import { DISCOUNT_CHOICES } from "@/lib/types";

/**
 * The discount choices (docs/contract.md, Behaviour, Constants): radio buttons, so only one is
 * picked at a time and arrow keys move between them, but picking the chosen one again clears it.
 * With `allowAll` (search results) an 'All' choice stands for no discount filter.
 */
export function DiscountOptions({
  value,
  onChange,
  allowAll = false,
}: {
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  allowAll?: boolean;
}) {
  const hintId = `${useId()}-hint`;
  const choices: { value: number | undefined; label: string }[] = [
    ...(allowAll ? [{ value: undefined, label: "All" }] : []),
    ...DISCOUNT_CHOICES.map((choice) => ({ value: choice, label: `${choice}% or more` })),
  ];
  return (
    <fieldset aria-describedby={hintId}>
      <legend className="sr-only">Minimum discount</legend>
      <p id={hintId} className="mb-2 text-xs text-neutral-500">
        Pick one; pick it again to clear.
      </p>
      <div className="grid grid-cols-2 gap-2 lg:grid-cols-1 lg:gap-0.5">
        {choices.map((choice) => {
          const checked = choice.value === value;
          return (
            <label
              key={choice.label}
              className="flex min-h-10 cursor-pointer items-center gap-2 rounded-full border border-neutral-300 bg-white px-3 text-sm text-neutral-800 transition hover:border-brand-500 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:font-semibold has-checked:text-brand-800 has-focus-visible:ring-2 has-focus-visible:ring-brand-600 lg:min-h-9 lg:rounded-lg lg:border-transparent lg:px-2 lg:has-checked:border-transparent"
            >
              <input
                type="radio"
                name="discount"
                value={choice.value ?? ""}
                checked={checked}
                onChange={() => onChange(choice.value)}
                // A click on the chosen radio fires no change event; it clears the choice instead.
                onClick={() => {
                  if (checked && choice.value !== undefined) {
                    onChange(toggleDiscount(value, choice.value));
                  }
                }}
                className="size-4 shrink-0 appearance-none rounded-full border-2 border-neutral-400 bg-white checked:border-[5px] checked:border-brand-600 focus-visible:outline-none"
              />
              {choice.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
