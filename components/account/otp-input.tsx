"use client";

import { clsx } from "clsx";
import { useEffect, useId, useRef, type ClipboardEvent, type KeyboardEvent } from "react";

/** docs/contract.md, Constants: one digit per box, six boxes. */
const OTP_LENGTH = 6;

const BOXES = Array.from({ length: OTP_LENGTH }, (_, index) => index);

const onlyDigits = (text: string) => text.replace(/\D/g, "");

/**
 * Six single-digit boxes for an emailed code (docs/contract.md, Screens: Account). Controlled:
 * `value` holds the digits typed so far, left to right with no gaps, so a digit typed into a later
 * empty box lands in the first empty one. Typing moves forward, Backspace on an empty box clears
 * the one before it and moves there, a paste (or the phone's one-time-code autofill) fills from the
 * box it lands in, and the arrow, Home and End keys move between boxes.
 */
export function OtpInput({
  value,
  onChange,
  disabled = false,
  autoFocus = false,
  invalid = false,
  describedBy,
  label = "Enter the 6-digit code",
  hideLabel = true,
}: {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  autoFocus?: boolean;
  invalid?: boolean;
  /** The id(s) of the error or hint that describes the code. */
  describedBy?: string;
  /** The group's legend. */
  label?: string;
  hideLabel?: boolean;
}) {
  const id = useId();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const digits = onlyDigits(value).slice(0, OTP_LENGTH);

  useEffect(() => {
    if (autoFocus) boxes.current[0]?.focus();
  }, [autoFocus]);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(index, OTP_LENGTH - 1))];
    box?.focus();
    box?.select();
  };

  /** Writes `typed` over the digits from box `index` on, then focuses the next empty box. */
  const fill = (index: number, typed: string) => {
    const start = Math.min(index, digits.length);
    const next = (digits.slice(0, start) + typed + digits.slice(start + typed.length)).slice(
      0,
      OTP_LENGTH,
    );
    onChange(next);
    focusBox(next.length < OTP_LENGTH ? next.length : OTP_LENGTH - 1);
  };

  const change = (index: number, raw: string) => {
    const typed = onlyDigits(raw);
    const current = digits[index];
    if (typed.length === 0) {
      // The box was emptied (Backspace or Delete on a filled box): later digits move up.
      if (raw === "" && current !== undefined) {
        onChange(digits.slice(0, index) + digits.slice(index + 1));
      }
      return;
    }
    if (typed.length === 2 && current !== undefined && typed.includes(current)) {
      // Typed into a filled box whose digit was not selected: keep the new digit only.
      const fresh = typed.startsWith(current) ? typed.slice(1) : typed.slice(0, 1);
      const start = Math.min(index, digits.length);
      onChange(digits.slice(0, start) + fresh + digits.slice(start + 1));
      focusBox(start + 1);
      return;
    }
    if (typed.length === 1) {
      const start = Math.min(index, digits.length);
      onChange(digits.slice(0, start) + typed + digits.slice(start + 1));
      focusBox(start + 1);
      return;
    }
    fill(index, typed);
  };

  const keyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "Backspace":
        if (digits[index] === undefined && index > 0) {
          event.preventDefault();
          const previous = index - 1;
          if (digits[previous] !== undefined) {
            onChange(digits.slice(0, previous) + digits.slice(previous + 1));
          }
          focusBox(previous);
        }
        return;
      case "ArrowLeft":
        event.preventDefault();
        focusBox(index - 1);
        return;
      case "ArrowRight":
        event.preventDefault();
        focusBox(index + 1);
        return;
      case "Home":
        event.preventDefault();
        focusBox(0);
        return;
      case "End":
        event.preventDefault();
        focusBox(OTP_LENGTH - 1);
        return;
    }
  };

  const paste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = onlyDigits(event.clipboardData.getData("text"));
    if (pasted.length > 0) fill(index, pasted.slice(0, OTP_LENGTH));
  };

  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend
        className={clsx(hideLabel ? "sr-only" : "mb-2 text-sm font-semibold text-neutral-900")}
      >
        {label}
      </legend>
      <div className="grid max-w-sm grid-cols-6 gap-2 sm:gap-3">
        {BOXES.map((index) => (
          <input
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            id={`${id}-${index}`}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? "one-time-code" : "off"}
            aria-label={`Digit ${index + 1} of ${OTP_LENGTH}`}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={describedBy}
            value={digits[index] ?? ""}
            onChange={(event) => change(index, event.target.value)}
            onKeyDown={(event) => keyDown(index, event)}
            onPaste={(event) => paste(index, event)}
            onFocus={(event) => event.target.select()}
            className={clsx(
              "h-12 w-full min-w-0 rounded-xl border text-center text-xl font-semibold text-neutral-900 tabular-nums caret-brand-600 transition-colors focus:ring-4 focus:outline-none disabled:bg-neutral-50 disabled:text-neutral-500 sm:h-14 sm:text-2xl",
              invalid
                ? "border-red-600 bg-white focus:border-red-600 focus:ring-red-100"
                : "focus:border-brand-600 focus:ring-brand-100",
              !invalid &&
                (digits[index] !== undefined
                  ? "border-brand-200 bg-brand-50/40"
                  : "border-neutral-300 bg-white"),
            )}
          />
        ))}
      </div>
    </fieldset>
  );
}
