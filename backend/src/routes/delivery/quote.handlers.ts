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
import { quoteDelivery, type Quote } from "../../delivery/quote";
import { jsonBody } from "../../lib/http";
import { readCart, MAX_CART_LINES } from "../cart/cart.handlers";

/** The choices sent with a quote or a checkout: at most one per line of a full cart. */
export const choicesSchema = z
  .array(productChoiceSchema, { message: "choices must be a list" })
  .max(MAX_CART_LINES, { message: `choices holds ${MAX_CART_LINES} lines at most` });

const quoteBody = z.object({ pincode: pincodeSchema, choices: choicesSchema.optional() });

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
    choices?: readonly (DeliveryChoice & { productId: string })[];
    now: Date;
  },
): Promise<{ quote: Quote; cart: Awaited<ReturnType<typeof readCart>> }> {
  const { userId, pincode, choices = [], now } = input;
  const cart = await readCart(db, userId);
  const sent = new Map(choices.map((choice) => [choice.productId, choiceOf(choice)]));
  const items = cart.map((line) => ({
    productId: line.product._id,
    choice: sent.get(line.product._id) ?? ("delivery" in line ? line.delivery : null) ?? null,
  }));
  return { quote: await quoteDelivery(db, { pincode, items, now }), cart };
}

/** The quote as the API answers it: the hub that makes a delivery stays inside. */
export function quoteJson(quote: Quote) {
  return {
    ...quote,
    deliveries: quote.deliveries.map(
      ({ key, mode, date, slotId, slotLabel, window, range, charge, productIds }) => ({
        key,
        mode,
        date,
        slotId,
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
      now: clock(),
    });
    c.header("Cache-Control", "private, no-store");
    return c.json({ success: true, ...quoteJson(quoted) });
  };
