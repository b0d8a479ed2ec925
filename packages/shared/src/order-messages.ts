/**
 * Changing a placed gift's messages (docs/after-the-order.md, "Changing a gift's messages"):
 * what an owner's order says of each line, and what a change sends. The backend decides; the
 * storefront offers the change only while a line says it is open.
 */
import { z } from "zod";

/** The messages a gift can take, as order lines and changes name them. */
export const MESSAGE_FIELDS = ["cakeMessage", "cardMessage"] as const;
export type MessageField = (typeof MESSAGE_FIELDS)[number];

/** Whether, and until when, a line's messages may change. */
export interface MessageWindow {
  /** The line takes a message on the cake, or a card, and may change it now. */
  editable: boolean;
  /** When the kitchen starts on it (ISO); null: until the order is dispatched. */
  until: string | null;
  /** The messages the gift takes: the fields a change may send. */
  fields: MessageField[];
}

/** A line's window as an order answer carries it. */
export const messageWindowSchema = z.object({
  editable: z.boolean(),
  until: z.iso.datetime({ offset: true }).nullable(),
  fields: z.array(z.enum(MESSAGE_FIELDS)).max(MESSAGE_FIELDS.length),
});

/** Bounds on a message as sent; the real limits are counted in graphemes by the backend. */
const RAW_MESSAGE_MAX = 4000;

/** A change of messages: either or both fields, nothing else. */
export const messageChangeSchema = z
  .object(
    {
      cakeMessage: z
        .string({ message: "cakeMessage must be text" })
        .max(RAW_MESSAGE_MAX)
        .optional(),
      cardMessage: z
        .string({ message: "cardMessage must be text" })
        .max(RAW_MESSAGE_MAX)
        .optional(),
    },
    { message: "The body must be an object with cakeMessage and/or cardMessage" },
  )
  .strict()
  .refine((body) => body.cakeMessage !== undefined || body.cardMessage !== undefined, {
    message: "Send cakeMessage, cardMessage or both",
  });

export type MessageChange = z.output<typeof messageChangeSchema>;
