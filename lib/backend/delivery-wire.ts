/**
 * Zod pieces for the delivery extension's answers (docs/delivery.md) that more than one adapter
 * reads: a line's choice and the promise an order line keeps. A backend may send null for a
 * part it leaves out; it becomes absent.
 */
import { z } from "zod";
import type { DeliveryChoice, DeliveryPromise } from "@/lib/delivery/types";

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const clock = z.string().regex(/^\d{2}:\d{2}$/);
const optional = <S extends z.ZodType>(schema: S) =>
  schema.nullish().transform((value) => value ?? undefined);

export const dayRange = z.object({ from: day, to: day });
const timeWindow = z.object({ from: clock, to: clock });

/** A line's chosen delivery: `{ pincode, date?, slotId? }`. */
export const deliveryChoiceWire = z
  .object({ pincode: z.string().min(1), date: optional(day), slotId: optional(z.string().min(1)) })
  .transform(({ pincode, date, slotId }): DeliveryChoice => ({
    pincode,
    ...(date ? { date } : {}),
    ...(slotId ? { slotId } : {}),
  }));

/** What an order line was promised; the tracking view leaves the pincode out. */
export const deliveryPromiseWire = z
  .object({
    pincode: optional(z.string().min(1)),
    mode: z.enum(["hand", "courier"]),
    date: optional(day),
    slotId: optional(z.string().min(1)),
    slotType: optional(z.enum(["standard", "fixed-time", "midnight"])),
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
