import { SLOT_TYPE_NAMES, clockTime, timeOfDay } from "@giftshop/shared/delivery-words";
import type { SlotType } from "./types";

/** One kind of hand-delivery slot as the shipping page lists it. */
export interface SlotCharge {
  type: SlotType;
  /** "Midnight delivery". */
  name: string;
  /** "11 pm – 11:59 pm"; for a type cut into windows, "2-hour windows from 9 am to 9 pm". */
  hours: string;
  /** Rupees per delivery; 0 is free. Windows of one type that cost differently: the lowest. */
  charge: number;
  /** Whether windows of this type cost different amounts ("from ₹99"). */
  varies: boolean;
}

/** How long a window is, in words: "2-hour", "90-minute". */
function windowLength(minutes: number): string {
  return minutes % 60 === 0 ? `${minutes / 60}-hour` : `${minutes}-minute`;
}

/**
 * The backend's slots (GET /api/delivery/slots) grouped by type, in the order the shop lists
 * them: one row per type with its hours and charge, as Shipping Info shows them.
 */
export function slotCharges(
  slots: readonly {
    type: SlotType;
    label: string;
    startsAt: number;
    endsAt: number;
    charge: number;
  }[],
): SlotCharge[] {
  const byType = new Map<SlotType, typeof slots>();
  for (const slot of slots) byType.set(slot.type, [...(byType.get(slot.type) ?? []), slot]);
  return [...byType].map(([type, group]) => {
    const charges = group.map((slot) => slot.charge);
    const first = group[0]!;
    const from = Math.min(...group.map((slot) => slot.startsAt));
    const to = Math.max(...group.map((slot) => slot.endsAt));
    const lengths = new Set(group.map((slot) => slot.endsAt - slot.startsAt));
    const hours =
      group.length === 1
        ? first.label
        : lengths.size === 1
          ? `${windowLength(first.endsAt - first.startsAt)} windows from ${timeOfDay(clockTime(from))} to ${timeOfDay(clockTime(to))}`
          : `Windows from ${timeOfDay(clockTime(from))} to ${timeOfDay(clockTime(to))}`;
    return {
      type,
      name: `${SLOT_TYPE_NAMES[type]} delivery`,
      hours,
      charge: Math.min(...charges),
      varies: new Set(charges).size > 1,
    };
  });
}
