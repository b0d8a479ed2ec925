/**
 * The delivery extension's answers (docs/delivery.md "The API"), as the delivery, cart, quote
 * and order adapters read them: a line's choice, the promise an order line keeps, a pincode's
 * answer and a product's options. Dates are IST days (YYYY-MM-DD), times of day HH:MM. A
 * backend may send null for a part it leaves out; it becomes absent.
 */
import "server-only";
import { z } from "zod";
import { PIN_PATTERN } from "@giftshop/shared/validations/pincode";
import { DELIVERY_MODES, SLOT_TYPES } from "@giftshop/shared/delivery-shapes";
import type { DeliveryChoice, DeliveryPromise, SlotType } from "@/lib/delivery/types";
import { answerFields } from "./wire";

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const clock = z.string().regex(/^\d{2}:\d{2}$/);
const optional = <S extends z.ZodType>(schema: S) =>
  schema.nullish().transform((value) => value ?? undefined);

export const dayRange = z.object({ from: day, to: day });

/** The earliest a product can arrive anywhere: `{ days, until }` (docs/delivery.md). */
export const earliestDeliveryWire = z.object({
  days: z.number().int().min(0),
  until: clock.nullable(),
});
const timeWindow = z.object({ from: clock, to: clock });
const slotType = z.enum(SLOT_TYPES);

/** A line's chosen delivery: `{ pincode, date?, slotId? }`. */
export const deliveryChoiceWire = z
  .object({
    pincode: z.string().regex(PIN_PATTERN),
    date: optional(day),
    slotId: optional(z.string().min(1)),
  })
  .transform(({ pincode, date, slotId }): DeliveryChoice => ({
    pincode,
    ...(date ? { date } : {}),
    ...(slotId ? { slotId } : {}),
  }));

/** What an order line was promised; the tracking view leaves the pincode out. */
export const deliveryPromiseWire = z
  .object({
    pincode: optional(z.string().min(1)),
    mode: z.enum(DELIVERY_MODES),
    date: optional(day),
    slotId: optional(z.string().min(1)),
    slotType: optional(slotType),
    slotLabel: optional(z.string().min(1)),
    window: optional(timeWindow),
    range: optional(dayRange),
    charge: z.number().nonnegative().nullish(),
  })
  .transform((wire): DeliveryPromise => ({
    ...(wire.pincode ? { pincode: wire.pincode } : {}),
    mode: wire.mode,
    ...(wire.date ? { date: wire.date } : {}),
    ...(wire.slotId ? { slotId: wire.slotId } : {}),
    ...(wire.slotType ? { slotType: wire.slotType } : {}),
    ...(wire.slotLabel ? { slotLabel: wire.slotLabel } : {}),
    ...(wire.window ? { window: wire.window } : {}),
    ...(wire.range ? { range: wire.range } : {}),
    charge: Math.round(wire.charge ?? 0),
  }));

const time = clock;
const date = day;
const place = z.object({ district: z.string(), state: z.string() });
const range = dayRange;

/**
 * A cart line's `delivery`: absent (a backend without the extension) or malformed reads as
 * none, so a line is never dropped for its delivery.
 */
export const lineDeliveryWire = deliveryChoiceWire
  .nullish()
  .catch(null)
  .transform((choice): DeliveryChoice | null => choice ?? null);

/** GET /api/delivery/pincode/{pin}. Slot types this storefront does not know are left out. */
export const pincodeAnswer = z.object({
  ...answerFields,
  pincode: z.string(),
  served: z.boolean(),
  place: place.nullable(),
  hub: z.string().nullable(),
  slotTypes: z
    .array(z.string())
    .transform((types) =>
      types.filter((type): type is SlotType => slotType.safeParse(type).success),
    ),
  cod: z.boolean(),
  courier: range.nullable(),
});

const slotOption = z.object({
  id: z.string().min(1),
  type: slotType,
  label: z.string(),
  from: time,
  to: time,
  charge: z.number().min(0),
  available: z.boolean(),
  reason: z.enum(["cutoff", "full", "not-offered"]).optional(),
  closesAt: z.string().optional(),
});

/** GET /api/delivery/options?pincode=&productId=. */
export const optionsAnswer = z.object({
  ...answerFields,
  pincode: z.string(),
  served: z.boolean(),
  place: place.nullable(),
  cod: z.boolean(),
  kind: z.object({ id: z.string(), label: z.string() }),
  mode: z.enum(DELIVERY_MODES).nullable(),
  reason: z.string().nullable(),
  sameDayCutoff: time.nullable(),
  earliest: date.nullable(),
  days: z.array(z.object({ date, slots: z.array(slotOption) })),
  range: range.nullable(),
});

/** GET /api/delivery/slots: the slots a hub's day is cut into, in the shop's order. */
export const slotsAnswer = z.object({
  ...answerFields,
  slots: z.array(
    z.object({
      id: z.string(),
      type: slotType,
      label: z.string(),
      startsAt: z.number().int().min(0).max(1440),
      endsAt: z.number().int().min(0).max(1440),
      charge: z.number().min(0),
    }),
  ),
});
