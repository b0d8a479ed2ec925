/**
 * Moving a placed gift's delivery to another open day or slot (docs/after-the-order.md, "Moving
 * a delivery"): what an owner's order says of each line, and what a move sends. The backend
 * decides; the storefront offers the move only while a line says it is open.
 */
import { z } from "zod";
import { BACKEND_ID } from "./validations/ids";

/** Whether, and until when, a line's delivery may move. */
export interface DeliveryMoveWindow {
  /** The line is hand-delivered on a day and slot, and its delivery may move now. */
  movable: boolean;
  /** When the kitchen starts on its delivery (ISO); null for a line whose delivery cannot move. */
  until: string | null;
}

/** A line's window as an order answer carries it. */
export const deliveryMoveWindowSchema = z.object({
  movable: z.boolean(),
  until: z.iso.datetime({ offset: true }).nullable(),
});

/** A move: the new day (IST, YYYY-MM-DD) and slot of the delivery, nothing else. */
export const deliveryMoveSchema = z
  .object(
    {
      date: z.iso.date({ message: "date must be a day as YYYY-MM-DD" }),
      slotId: z
        .string({ message: "slotId must be text" })
        .regex(BACKEND_ID, { message: "slotId must name a delivery slot" }),
    },
    { message: "The body must be an object with date and slotId" },
  )
  .strict();

export type DeliveryMove = z.output<typeof deliveryMoveSchema>;
