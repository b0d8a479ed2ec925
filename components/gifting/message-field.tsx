"use client";

import { clsx } from "clsx";
import { useId, useState, type ChangeEvent } from "react";
import {
  CAKE_MESSAGE_MAX,
  CARD_MESSAGE_MAX,
  NAME_MAX,
  graphemeCount,
  graphemeSlice,
} from "@giftshop/shared/gifting";

/**
 * Each text's limit, and whether it spans lines: the card does, the cake's message and a name
 * are one line. A name's limit is its product's (`max`), at most NAME_MAX.
 */
const KINDS = {
  cake: { max: CAKE_MESSAGE_MAX, multiline: false },
  card: { max: CARD_MESSAGE_MAX, multiline: true },
  name: { max: NAME_MAX, multiline: false },
} as const;

/**
 * A gift message with its live "n/max" counter (docs/gifting.md "Limits"), counted as the
 * shopper sees characters (graphemes), so Hindi conjuncts and emoji count once. Typing or
 * pasting past the limit keeps the first `max` characters and says so.
 */
export function MessageField({
  kind,
  label,
  value,
  onChange,
  placeholder,
  max: ownMax,
  required = false,
}: {
  kind: keyof typeof KINDS;
  label: string;
  value: string;
  onChange: (text: string) => void;
  placeholder?: string;
  /** A tighter limit than the kind's (a product's own name length). */
  max?: number;
  required?: boolean;
}) {
  const { multiline } = KINDS[kind];
  const max = Math.min(ownMax ?? KINDS[kind].max, KINDS[kind].max);
  const id = useId();
  const [cut, setCut] = useState(false);
  const count = graphemeCount(value);
  const full = count >= max;

  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const typed = multiline ? event.target.value : event.target.value.replace(/[\r\n]+/g, " ");
    const over = graphemeCount(typed) > max;
    setCut(over);
    onChange(over ? graphemeSlice(typed, max) : typed);
  };

  const field = {
    id,
    value,
    onChange: change,
    placeholder,
    required,
    "aria-describedby": `${id}-count ${id}-unit${cut ? ` ${id}-cut` : ""}`,
    className:
      "w-full rounded-xl border border-neutral-300 bg-white px-3 text-base text-neutral-900 placeholder:text-neutral-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none",
  };

  return (
    <div>
      <div className="mb-1 flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-semibold text-neutral-900">
          {label}
        </label>
        <span
          id={`${id}-count`}
          aria-live="polite"
          className={clsx(
            "text-xs tabular-nums",
            full ? "font-semibold text-red-700" : "text-neutral-500",
          )}
        >
          {`${count}/${max}`}
        </span>
        <span id={`${id}-unit`} className="sr-only">
          characters
        </span>
      </div>
      {multiline ? (
        <textarea {...field} rows={3} className={clsx(field.className, "min-h-20 py-2")} />
      ) : (
        <input
          {...field}
          type="text"
          enterKeyHint="done"
          className={clsx(field.className, "min-h-11")}
        />
      )}
      {cut && (
        <p id={`${id}-cut`} role="status" className="mt-1 text-xs text-red-700">
          {`Only the first ${max} characters were kept.`}
        </p>
      )}
    </div>
  );
}
