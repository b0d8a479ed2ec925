/**
 * Changing a gift line's variant or personalisation (docs/gifting.md, Cart, full mode): the
 * same checks as adding it. The line takes its new key; when the cart already holds a line with
 * that key the two become one, their quantities added (at most MAX_LINE_QUANTITY) and the
 * edited line's delivery kept.
 */
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { MAX_LINE_QUANTITY } from "@giftshop/shared/messages/cart";
import { lockUser } from "../../db/lock-user";
import { cartItems } from "../../db/schema";
import { fail, jsonBody } from "../../lib/http";
import { changed, NOT_IN_CART, type CartHandler } from "./cart.handlers";
import {
  checkGiftLine,
  lineKeySchema,
  loadGiftProduct,
  personalisationSchema,
  variantIdSchema,
} from "./gift-line";

/** An absent field keeps the line's; null clears it. */
const editBody = z.object({
  line: lineKeySchema,
  variantId: variantIdSchema.optional(),
  personalisation: personalisationSchema.optional(),
});

/** PUT /cart-line: re-keys the line with its new choices, merging into an equal line. */
export const editLine: CartHandler = (deps) => async (c) => {
  const { db } = deps;
  const body = await jsonBody(c, editBody);
  const userId = c.var.user.id;
  const lineOf = (key: string) => and(eq(cartItems.userId, userId), eq(cartItems.lineKey, key));
  await db.transaction(async (tx) => {
    // One change at a time per shopper, so a merge never races an add to the same line.
    await lockUser(tx, userId);
    const [edited] = await tx.select().from(cartItems).where(lineOf(body.line));
    if (!edited) fail(404, NOT_IN_CART);
    const product = await loadGiftProduct(tx, edited.productId);
    const gift = await checkGiftLine(
      tx,
      userId,
      product,
      body.variantId === undefined ? edited.variantId : body.variantId,
      body.personalisation === undefined ? edited.personalisation : body.personalisation,
    );
    const choices = { variantId: gift.variantId, personalisation: gift.personalisation };
    if (gift.key === edited.lineKey) {
      await tx.update(cartItems).set(choices).where(lineOf(edited.lineKey));
      return;
    }
    const [other] = await tx.select().from(cartItems).where(lineOf(gift.key));
    if (!other) {
      await tx
        .update(cartItems)
        .set({ lineKey: gift.key, ...choices })
        .where(lineOf(edited.lineKey));
      return;
    }
    await tx
      .update(cartItems)
      .set({
        quantity: Math.min(other.quantity + edited.quantity, MAX_LINE_QUANTITY),
        delivery: edited.delivery ?? other.delivery,
      })
      .where(lineOf(other.lineKey));
    await tx.delete(cartItems).where(lineOf(edited.lineKey));
  });
  return c.json(await changed(deps, userId, "Gift updated"));
};
