/** Delivery answers for the storefront's delivery components' tests, dated from today (IST). */
import { istDate } from "@/lib/delivery/choice-words";
import type {
  DeliveryOptions,
  DeliveryQuote,
  PincodeAnswer,
  SlotOption,
} from "@/lib/delivery/types";

/** The IST day `offset` days from today. */
export function day(offset: number): string {
  const date = new Date(`${istDate()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/** 16:00 IST today, as the backend writes an instant. */
const FOUR_PM_TODAY = `${day(0)}T10:30:00.000Z`;

const slot = (id: string, type: SlotOption["type"], from: string, to: string, charge: number) =>
  ({ id, type, label: id, from, to, charge, available: true }) as SlotOption;

/** Today: standard closed at 4 pm, 7–9 pm full, midnight open; later days all open. */
export function handOptions(pincode = "560038"): DeliveryOptions {
  const open = [
    slot("std", "standard", "09:00", "21:00", 0),
    slot("ft-19", "fixed-time", "19:00", "21:00", 99),
    slot("ft-21", "fixed-time", "21:00", "23:00", 99),
    slot("mid", "midnight", "23:00", "23:59", 199),
  ];
  const today: SlotOption[] = [
    { ...open[0]!, available: false, reason: "cutoff", closesAt: FOUR_PM_TODAY },
    { ...open[1]!, available: false, reason: "full" },
    { ...open[2]!, available: false, reason: "not-offered" },
    open[3]!,
  ];
  return {
    pincode,
    served: true,
    place: { district: "Bengaluru Urban", state: "Karnataka" },
    cod: true,
    kind: { id: "cake", label: "Cakes" },
    mode: "hand",
    reason: null,
    sameDayCutoff: "16:00",
    earliest: day(0),
    days: [
      { date: day(0), slots: today },
      ...[1, 2, 3, 4, 5, 6].map((offset) => ({ date: day(offset), slots: open })),
    ],
    range: null,
  };
}

export function courierOptions(pincode = "560038"): DeliveryOptions {
  return {
    ...handOptions(pincode),
    kind: { id: "mug", label: "Mugs" },
    mode: "courier",
    sameDayCutoff: null,
    earliest: day(2),
    days: [],
    range: { from: day(2), to: day(4) },
  };
}

export function pincodeAnswer(pincode = "560038"): PincodeAnswer {
  return {
    pincode,
    served: true,
    place: { district: "Bengaluru Urban", state: "Karnataka" },
    hub: "Bengaluru",
    slotTypes: ["standard", "fixed-time", "midnight"],
    cod: true,
    courier: { from: day(2), to: day(4) },
  };
}

/**
 * A quote at 560038 with one paid delivery, the midnight slot on Sun 29 Nov (₹199), for the
 * product ids given; `extra` deliveries follow it.
 */
export function midnightQuote(
  productIds: string[],
  extra: DeliveryQuote["deliveries"] = [],
): DeliveryQuote {
  return {
    pincode: "560038",
    cod: true,
    ok: true,
    substitution: false,
    deliveryCharge: 199,
    lines: [],
    deliveries: [
      {
        key: "blr:2026-11-29:midnight",
        mode: "hand",
        date: "2026-11-29",
        slotId: "midnight",
        slotType: "midnight",
        charge: 199,
        productIds,
      },
      ...extra,
    ],
  };
}
