"use client";

import { clsx } from "clsx";
import { useId, useState, type KeyboardEvent } from "react";
import { SLOT_TYPES } from "@giftshop/shared/delivery-shapes";
import { formatINR } from "@giftshop/shared/money";
import { defaultChoice } from "@/lib/delivery/choice";
import {
  SLOT_TYPE_NAMES,
  dayName,
  shopToday,
  relativeDay,
  slotReason,
} from "@/lib/delivery/choice-words";
import { rangeLabel, shortDay, windowLabel } from "@/lib/delivery/format";
import type { DeliveryChoice, DeliveryOptions, SlotOption, SlotType } from "@/lib/delivery/types";

const STEPS: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/**
 * Arrows (and Home, End) pick the next open radio of the group, as a browser's own radio group
 * does; written out so every browser skips the closed slots and wraps round the same way.
 */
function moveWithArrows(event: KeyboardEvent<HTMLElement>) {
  const radios = [
    ...event.currentTarget.querySelectorAll<HTMLInputElement>('input[type="radio"]:not(:disabled)'),
  ];
  const index = radios.findIndex((radio) => radio === event.target);
  if (index < 0) return;
  const step = STEPS[event.key];
  const next =
    event.key === "Home"
      ? radios[0]
      : event.key === "End"
        ? radios.at(-1)
        : step === undefined
          ? undefined
          : radios[(index + step + radios.length) % radios.length];
  if (!next) return;
  event.preventDefault();
  next.focus();
  next.click();
}

export interface DeliveryPickerProps {
  /** The gift's options at one pincode (GET /api/delivery/options). */
  options: DeliveryOptions;
  /** The choice shown as picked; null: none yet. */
  value: DeliveryChoice | null;
  /**
   * Called with `{ pincode, date, slotId }` when the shopper picks a slot (or a day with an
   * open slot: its first free one, else its first open one). Never called for a courier gift,
   * whose choice is `{ pincode }` alone.
   */
  onChange: (choice: DeliveryChoice) => void;
  /** Today's IST day, for "Today" and "Tomorrow"; the browser's clock read in IST by default. */
  today?: string;
  /** Smaller type and tighter rows, for a dialog or the order summary. */
  compact?: boolean;
}

/**
 * The delivery picker (docs/delivery.md): for a hand-delivered gift, the bookable days as a
 * row of day buttons that scrolls sideways, and the picked day's slots grouped by type as one
 * radio group, with each slot that cannot be had disabled and its reason in words; for a
 * courier gift, its date range. Native radios, so arrows move between days and between open
 * slots, and a screen reader hears each group's name. Shared by the product page, the cart's
 * change dialog and the checkout.
 */
export function DeliveryPicker({
  options,
  value,
  onChange,
  today = shopToday(options),
  compact = false,
}: DeliveryPickerProps) {
  const id = useId();
  const [viewed, setViewed] = useState<string | null>(null);

  if (options.mode === "courier") {
    return (
      <p className="rounded-xl bg-brand-50 px-3 py-2.5 text-sm text-neutral-800 ring-1 ring-brand-100">
        {options.range ? (
          <>
            Arrives <strong className="font-semibold">{rangeLabel(options.range)}</strong> by
            courier
          </>
        ) : (
          "Sent by courier"
        )}
      </p>
    );
  }
  if (options.mode !== "hand" || options.days.length === 0) return null;

  const chosenDate = value?.pincode === options.pincode ? value.date : undefined;
  const dayShown =
    options.days.find((day) => day.date === (viewed ?? chosenDate)) ?? options.days[0]!;

  const pickDay = (date: string) => {
    setViewed(date);
    const day = options.days.find((entry) => entry.date === date);
    const first = day && defaultChoice({ ...options, days: [day] });
    const open = day?.slots.find((slot) => slot.available);
    if (first) onChange(first);
    else if (open) onChange({ pincode: options.pincode, date, slotId: open.id });
  };

  const groups = SLOT_TYPES.map((type) => ({
    type,
    slots: dayShown.slots.filter((slot) => slot.type === type),
  })).filter((group) => group.slots.length > 0);
  const anyOpen = dayShown.slots.some((slot) => slot.available);

  return (
    <div className={clsx("min-w-0", compact ? "space-y-3" : "space-y-4")}>
      <fieldset className="min-w-0" onKeyDown={moveWithArrows}>
        <legend className="text-sm font-semibold text-neutral-900">Delivery day</legend>
        <div className="-mx-1 mt-2 flex snap-x [scrollbar-width:thin] gap-2 overflow-x-auto px-1 pt-0.5 pb-2">
          {options.days.map((day) => {
            const picked = day.date === dayShown.date;
            const open = day.slots.some((slot) => slot.available);
            return (
              <label
                key={day.date}
                className={clsx(
                  "relative flex min-w-[4.75rem] shrink-0 cursor-pointer snap-start flex-col items-center rounded-xl px-3 py-2 text-center ring-1 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
                  picked
                    ? "bg-brand-600 text-white ring-brand-600"
                    : open
                      ? "bg-white text-neutral-800 ring-neutral-300 hover:ring-brand-500"
                      : // A day with no slots left reads as such; it stays pickable to say so.
                        "bg-neutral-100 text-neutral-600 line-through ring-neutral-200",
                )}
              >
                <input
                  type="radio"
                  name={`${id}-day`}
                  value={day.date}
                  checked={picked}
                  onChange={() => pickDay(day.date)}
                  className="sr-only"
                />
                <span className="text-sm font-semibold whitespace-nowrap">
                  {dayName(day.date, today)}
                </span>
                <span
                  className={clsx(
                    "text-xs whitespace-nowrap",
                    picked ? "text-brand-100" : open ? "text-neutral-500" : "text-neutral-600",
                  )}
                >
                  {shortDay(day.date)}
                  {open ? null : <span className="sr-only"> (no slots left)</span>}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>

      <fieldset className="min-w-0" onKeyDown={moveWithArrows}>
        <legend className="text-sm font-semibold text-neutral-900">
          Delivery slot on {relativeDay(dayShown.date, today)}
        </legend>
        {anyOpen ? null : (
          <p className="mt-1 text-sm text-neutral-600">No slots left on this day.</p>
        )}
        <div className="mt-2 space-y-3">
          {groups.map((group) => (
            <SlotGroup
              key={group.type}
              name={`${id}-slot`}
              type={group.type}
              slots={group.slots}
              checkedId={chosenDate === dayShown.date ? value?.slotId : undefined}
              onPick={(slot) =>
                onChange({ pincode: options.pincode, date: dayShown.date, slotId: slot.id })
              }
            />
          ))}
        </div>
      </fieldset>
    </div>
  );
}

/** The charge that reads beside a group or a slot: "Free" or "₹99". */
const chargeLabel = (charge: number) => (charge === 0 ? "Free" : formatINR(charge));

/** One slot type's slots: its name and charge, then a radio per slot. */
function SlotGroup({
  name,
  type,
  slots,
  checkedId,
  onPick,
}: {
  name: string;
  type: SlotType;
  slots: SlotOption[];
  checkedId: string | undefined;
  onPick: (slot: SlotOption) => void;
}) {
  const headingId = useId();
  const charges = new Set(slots.map((slot) => slot.charge));
  const oneCharge = charges.size === 1 ? slots[0]!.charge : null;
  return (
    <div role="group" aria-labelledby={headingId}>
      <p id={headingId} className="text-xs font-semibold tracking-wide text-neutral-600 uppercase">
        {SLOT_TYPE_NAMES[type]}
        {oneCharge === null ? null : <> — {chargeLabel(oneCharge)}</>}
      </p>
      <ul className="mt-1.5 grid grid-cols-2 gap-2">
        {slots.map((slot) => {
          const reason = slotReason(slot);
          return (
            <li key={slot.id}>
              <label
                className={clsx(
                  "flex h-full min-h-11 items-center gap-2.5 rounded-xl px-3 py-2 text-sm ring-1 transition-colors",
                  !slot.available
                    ? "cursor-not-allowed bg-neutral-50 text-neutral-500 ring-neutral-200"
                    : "cursor-pointer bg-white text-neutral-900 ring-neutral-300 hover:ring-brand-500 has-[:checked]:bg-brand-50 has-[:checked]:ring-2 has-[:checked]:ring-brand-600",
                )}
              >
                <input
                  type="radio"
                  name={name}
                  value={slot.id}
                  checked={checkedId === slot.id}
                  disabled={!slot.available}
                  onChange={() => onPick(slot)}
                  className="size-4 shrink-0 accent-brand-600"
                />
                <span className="min-w-0 flex-1">
                  <span className="font-medium">{windowLabel(slot)}</span>
                  {oneCharge === null ? (
                    <span className="text-neutral-600"> · {chargeLabel(slot.charge)}</span>
                  ) : null}
                  {reason ? <span className="block text-xs text-neutral-600">{reason}</span> : null}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
