"use client";

import { clsx } from "clsx";
import { Banknote } from "@/components/ui/icons/banknote";
import { CreditCard } from "@/components/ui/icons/credit-card";
import type { IconComponent } from "@/components/ui/icons/svg-icon";

export type PaymentMethod = "online" | "cod";

const CHOICES: { value: PaymentMethod; label: string; hint: string; icon: IconComponent }[] = [
  {
    value: "online",
    label: "Pay online — card or UPI",
    hint: "Debit or credit card, or any UPI app. Paid securely in a moment.",
    icon: CreditCard,
  },
  {
    value: "cod",
    label: "Cash on delivery",
    hint: "Pay in cash when your gift arrives.",
    icon: Banknote,
  },
];

/**
 * How the shopper pays (docs/contract.md, Behaviour: Checkout): online or cash on delivery.
 * `codUnavailable` is why cash on delivery cannot be had (docs/delivery.md: the pincode's zone
 * takes no cash); it is then shown in place of its hint and cannot be chosen.
 */
export function PaymentChoice({
  value,
  onChange,
  disabled,
  codUnavailable = null,
}: {
  value: PaymentMethod;
  onChange: (value: PaymentMethod) => void;
  disabled?: boolean;
  codUnavailable?: string | null;
}) {
  return (
    <fieldset
      disabled={disabled}
      className="rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <legend className="float-left mb-3 w-full text-base font-bold text-neutral-900">
        Payment method
      </legend>
      <div className="clear-left grid gap-3">
        {CHOICES.map(({ value: choice, label, hint, icon: Icon }) => {
          const checked = value === choice;
          const unavailable = choice === "cod" ? codUnavailable : null;
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
                name="payment-method"
                value={choice}
                checked={checked}
                disabled={unavailable !== null || undefined}
                onChange={() => onChange(choice)}
                aria-labelledby={`payment-${choice}-label`}
                aria-describedby={`payment-${choice}-hint`}
                className="mt-0.5 size-5 shrink-0 accent-brand-600 focus-visible:outline-none"
              />
              <span className="min-w-0 flex-1">
                <span
                  id={`payment-${choice}-label`}
                  className="block text-sm font-semibold text-neutral-900 sm:text-base"
                >
                  {label}
                </span>
                <span
                  id={`payment-${choice}-hint`}
                  className={clsx(
                    "mt-0.5 block text-sm",
                    unavailable ? "font-medium text-amber-900" : "text-neutral-600",
                  )}
                >
                  {unavailable ?? hint}
                </span>
              </span>
              <Icon
                aria-hidden="true"
                className={clsx("size-6 shrink-0", checked ? "text-brand-600" : "text-neutral-400")}
                strokeWidth={1.75}
              />
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
