"use client";

import { useId, useState, type FormEvent } from "react";
import { FieldError, errorWiring } from "@/components/ui/form";
import { clsx } from "clsx";
import { PINCODE_INVALID, PINCODE_MISSING } from "@/lib/delivery/messages";
import { PIN_PATTERN, normalizePin } from "@giftshop/shared/validations/pincode";

/** The PIN as typed, tidied and checked: the pincode, or the reason it is not one. */
function checked(value: string): { pincode: string } | { error: string } {
  const pincode = normalizePin(value);
  if (!pincode) return { error: PINCODE_MISSING };
  return PIN_PATTERN.test(pincode) ? { pincode } : { error: PINCODE_INVALID };
}

/**
 * The 6-digit "PIN code" field and its Check button: the delivery check's, the header's and a
 * cart line's. A wrong PIN is refused here with the backend's own words; `onCheck` gets a
 * valid one and may answer a failure to show under the field.
 */
export function PincodeForm({
  initial = "",
  busy = false,
  submitLabel = "Check",
  onCheck,
  autoFocus = false,
  className,
}: {
  initial?: string;
  busy?: boolean;
  submitLabel?: string;
  /** Resolves null when done, or the reason to show under the field. */
  onCheck: (pincode: string) => Promise<string | null> | string | null;
  /** Focus the field on mount (a panel or dialog that opened for it). */
  autoFocus?: boolean;
  className?: string;
}) {
  const id = useId();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  // A pincode given elsewhere (the header) shows here too.
  const [shown, setShown] = useState(initial);
  if (shown !== initial) {
    setShown(initial);
    setValue(initial);
  }
  const errorId = `${id}-error`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const pin = checked(value);
    if ("error" in pin) {
      setError(pin.error);
      return;
    }
    setError(undefined);
    setError((await onCheck(pin.pincode)) ?? undefined);
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className={className}>
      <label htmlFor={`${id}-pin`} className="text-sm font-semibold text-neutral-900">
        PIN code
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id={`${id}-pin`}
          name="pincode"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          inputMode="numeric"
          autoFocus={autoFocus}
          autoComplete="postal-code"
          maxLength={7}
          placeholder="e.g. 560038"
          {...errorWiring(errorId, error)}
          className={clsx(
            "min-h-11 w-full min-w-0 flex-1 rounded-xl border bg-white px-3 text-base tracking-wider text-neutral-900 placeholder:tracking-normal placeholder:text-neutral-400 focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600/30 focus-visible:outline-none",
            error ? "border-red-600" : "border-neutral-300",
          )}
        />
        <button
          type="submit"
          aria-busy={busy || undefined}
          className="min-h-11 shrink-0 rounded-xl border border-brand-600 bg-white px-4 text-sm font-semibold text-brand-700 transition-colors hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-busy:cursor-wait"
        >
          {busy ? "Checking…" : submitLabel}
        </button>
      </div>
      <FieldError id={errorId} error={error} />
    </form>
  );
}
