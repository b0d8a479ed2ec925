"use client";

import { clsx } from "clsx";
import {
  DEFAULT_SUBSTITUTION,
  SUBSTITUTION_CHOICES,
  SUBSTITUTION_HINTS,
  SUBSTITUTION_LABELS,
  SUBSTITUTION_QUESTION,
  type SubstitutionChoice as Choice,
} from "@giftshop/shared/substitution";

/**
 * What the shop may do if a cake or flowers in the cart cannot be made as shown
 * (docs/after-the-order.md, "Substitution"): a similar gift, a call first, or cancel and refund.
 * The default is preselected and said in words, so a shopper who reads no further knows what
 * happens.
 */
export function SubstitutionChoice({
  value,
  onChange,
  disabled,
}: {
  value: Choice;
  onChange: (value: Choice) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset
      disabled={disabled}
      aria-describedby="substitution-default"
      className="rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <legend className="float-left w-full text-base font-bold text-neutral-900">
        {SUBSTITUTION_QUESTION}
      </legend>
      <p id="substitution-default" className="clear-left mb-3 pt-1 text-sm text-neutral-600">
        Flowers and cakes are made fresh on the day. Unless you choose otherwise, we {DEFAULT_WORDS}
        .
      </p>
      <div className="grid gap-3">
        {SUBSTITUTION_CHOICES.map((choice) => {
          const checked = value === choice;
          return (
            <label
              key={choice}
              className={clsx(
                "flex cursor-pointer items-start gap-3 rounded-xl border p-4 transition-colors has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 has-disabled:cursor-not-allowed has-disabled:opacity-70",
                checked
                  ? "border-brand-600 bg-brand-50/70 ring-1 ring-brand-600"
                  : "border-neutral-200 hover:border-brand-200 hover:bg-neutral-50",
              )}
            >
              <input
                type="radio"
                name="substitution"
                value={choice}
                checked={checked}
                onChange={() => onChange(choice)}
                aria-labelledby={`substitution-${choice}-label`}
                aria-describedby={`substitution-${choice}-hint`}
                className="mt-0.5 size-5 shrink-0 accent-brand-600 focus-visible:outline-none"
              />
              <span className="min-w-0 flex-1">
                <span
                  id={`substitution-${choice}-label`}
                  className="block text-sm font-semibold text-neutral-900 sm:text-base"
                >
                  {SUBSTITUTION_LABELS[choice]}
                  {choice === DEFAULT_SUBSTITUTION ? (
                    <span className="ml-2 text-xs font-medium text-neutral-600">(default)</span>
                  ) : null}
                </span>
                <span
                  id={`substitution-${choice}-hint`}
                  className="mt-0.5 block text-sm text-neutral-600"
                >
                  {SUBSTITUTION_HINTS[choice]}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The default in a sentence ("we call you before changing anything"). */
const DEFAULT_WORDS: string = {
  similar: "send a similar gift of equal value",
  call: "call you before changing anything",
  cancel: "cancel and refund the gift",
}[DEFAULT_SUBSTITUTION];
