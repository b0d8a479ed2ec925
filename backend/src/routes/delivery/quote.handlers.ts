/**
 * POST /delivery/quote (bearer; docs/delivery.md): the caller's cart as it would be delivered
 * to an address at a pincode, with each line's choice (sent, saved or the default), its
 * promise or its problem, the deliveries it makes and what they cost.
 */
import type { Handler } from "hono";
import { z } from "zod";
import type { AuthedEnv } from "../../auth/require-user";
import type { Db } from "../../db/client";
import type { DeliveryChoice } from "../../db/schema";
import { choiceOf, pincodeSchema, productChoiceSchema } from "../../delivery/choice";
import type { Clock } from "../../delivery/clock";
import { lockPlaces } from "../../delivery/book";
import { quoteDelivery, type Quote } from "../../delivery/quote";
import { loadZone } from "../../delivery/store";
import { jsonBody } from "../../lib/http";
import { MAX_CART_LINES, readCartLines, type CartLine } from "../cart/cart-lines";
import { lineKeySchema } from "../cart/gift-line";

/**
 * The choices sent with a quote or a checkout: at most one per line of a full cart. A choice
 * with `line` is that line's; one without is every line of its product's without its own.
 */
export const choicesSchema = z
  .array(productChoiceSchema.extend({ line: lineKeySchema.optional() }), {
    message: "choices must be a list",
  })
  .max(MAX_CART_LINES, { message: `choices holds ${MAX_CART_LINES} lines at most` });

const quoteBody = z.object({
  pincode: pincodeSchema,
  choices: choicesSchema.optional(),
  /** The provider order being paid: the places it holds count as the caller's own. */
  order_id: z
    .string({ message: "order_id must be text like order_…" })
    .max(100, { message: "order_id is too long" })
    .regex(/^order_[A-Za-z0-9_]+$/, { message: "order_id must look like order_…" })
    .optional(),
});

export interface QuoteDeps {
  db: Db;
  clock: Clock;
}

/**
 * The caller's cart quoted for `pincode`: a line's choice is the one in `choices`, else the
 * one saved on the line, else the default.
 */
export async function quoteCart(
  db: Db,
  input: {
    userId: string;
    pincode: string;
    choices?: readonly (DeliveryChoice & { productId: string; line?: string | undefined })[];
    now: Date;
    /** A payment of the caller's whose held places count as the caller's own. */
    providerOrderId?: string;
  },
): Promise<{ quote: Quote; cart: CartLine[] }> {
  const { userId, pincode, choices = [], now, providerOrderId } = input;
  const cart = await readCartLines(db, userId);
  const byLine = new Map(
    choices.flatMap((choice) => (choice.line ? [[choice.line, choiceOf(choice)] as const] : [])),
  );
  const byProduct = new Map(
    choices.flatMap((choice) =>
      choice.line ? [] : [[choice.productId, choiceOf(choice)] as const],
    ),
  );
  const items = cart.map((line) => ({
    productId: line.product._id,
    line: line.line,
    choice: byLine.get(line.line) ?? byProduct.get(line.product._id) ?? line.delivery ?? null,
  }));
  const places = providerOrderId
    ? await heldPlaces(db, { userId, pincode, items, now, providerOrderId })
    : undefined;
  return {
    quote: await quoteDelivery(db, { pincode, items, now, ...(places ? { places } : {}) }),
    cart,
  };
}

/**
 * The places counted as place-order will count them for a payment the caller made: a slot
 * that closed or filled while the shopper paid is still theirs where the payment holds a
 * place in it, so the quote's charge is the one place-order books. Null when the payment
 * holds nothing of the caller's.
 */
async function heldPlaces(
  db: Db,
  input: {
    userId: string;
    pincode: string;
    items: readonly { choice: DeliveryChoice | null }[];
    now: Date;
    providerOrderId: string;
  },
) {
  const { userId, pincode, items, now, providerOrderId } = input;
  const hub = (await loadZone(db, pincode))?.hub;
  if (!hub) return null;
  const slots = items.flatMap(({ choice }) =>
    choice?.pincode === pincode && choice.date && choice.slotId
      ? [{ hubId: hub.id, date: choice.date, slotId: choice.slotId }]
      : [],
  );
  const places = await lockPlaces(db, { slots, now, providerOrderId, lock: false });
  return places.holds.length > 0 && places.holds.every((hold) => hold.userId === userId)
    ? places
    : null;
}

/** The quote as the API answers it: the hub that makes a delivery stays inside. */
function quoteJson(quote: Quote) {
  return {
    ...quote,
    deliveries: quote.deliveries.map(
      ({ key, mode, date, slotId, slotType, slotLabel, window, range, charge, productIds }) => ({
        key,
        mode,
        date,
        slotId,
        slotType,
        slotLabel,
        window,
        range,
        charge,
        productIds,
      }),
    ),
  };
}

/** POST /delivery/quote */
export const quote =
  ({ db, clock }: QuoteDeps): Handler<AuthedEnv> =>
  async (c) => {
    const body = await jsonBody(c, quoteBody);
    const { quote: quoted } = await quoteCart(db, {
      userId: c.var.user.id,
      pincode: body.pincode,
      ...(body.choices ? { choices: body.choices } : {}),
      ...(body.order_id ? { providerOrderId: body.order_id } : {}),
      now: clock(),
    });
    c.header("Cache-Control", "private, no-store");
    return c.json({ success: true, ...quoteJson(quoted) });
  };
