/**
 * The shopper's cart (docs/contract.md, Cart, Wishlist, bearer token). Quantities are 1–10
 * per line; adding a line already there adds to its quantity, in one atomic statement, so
 * concurrent requests never lose a line or a quantity. A change answers the cart too,
 * populated in full mode and as `{ product: id, quantity }` lines in contract mode (what a
 * typical Mongoose backend's unpopulated cart gives). In full mode a line also keeps the
 * delivery the shopper chose for it (docs/delivery.md), checked against the shop's clock when
 * it is set, and is keyed by its variant and personalisation (docs/gifting.md, Cart): the same
 * cake with another message is another line. Contract mode's lines are plain, keyed by product.
 */
import type { Handler } from "hono";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { productOfLine } from "@giftshop/shared/gifting";
import { MAX_LINE_QUANTITY } from "@giftshop/shared/messages/cart";
import type { AuthedEnv } from "../../auth/require-user";
import type { Db } from "../../db/client";
import { lockUser } from "../../db/lock-user";
import { cartItems, type DeliveryChoice } from "../../db/schema";
import { choiceOf, deliveryChoiceSchema } from "../../delivery/choice";
import type { Clock } from "../../delivery/clock";
import { checkChoice, loadKinds } from "../../delivery/store";
import { fail, jsonBody, parseOr400 } from "../../lib/http";
import { idSchema } from "../../lib/ids";
import { features, type BackendProfile } from "../../profile";
import { MAX_CART_LINES, readCart } from "./cart-lines";
import {
  checkGiftLine,
  lineKeySchema,
  loadGiftProduct,
  personalisationSchema,
  variantIdSchema,
  type GiftLine,
} from "./gift-line";

export { MAX_CART_LINES, readCart };

const quantity = z
  .number({ message: `quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}` })
  .int({ message: `quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}` })
  .min(1, { message: `quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}` })
  .max(MAX_LINE_QUANTITY, {
    message: `quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}`,
  });

const addBody = z.object({ productId: idSchema, quantity: quantity.optional().default(1) });
/** Full mode: a line may come with its delivery, variant and personalisation. */
const addGiftBody = addBody.extend({
  delivery: deliveryChoiceSchema.optional(),
  variantId: variantIdSchema.optional(),
  personalisation: personalisationSchema.optional(),
});

/** A line is named by its key (full mode) or, as the contract has it, by its product. */
const namesALine = (body: { productId?: string | undefined; line?: string | undefined }) =>
  Boolean(body.productId ?? body.line);
const lineNamed = { message: "productId is required", path: ["productId"] };
const updateBody = z.object({ productId: idSchema, quantity });
const updateLineBody = z
  .object({ productId: idSchema.optional(), line: lineKeySchema.optional(), quantity })
  .refine(namesALine, lineNamed);
const deliveryBody = z
  .object({
    productId: idSchema.optional(),
    line: lineKeySchema.optional(),
    delivery: deliveryChoiceSchema.nullable(),
  })
  .refine(namesALine, lineNamed);

/** The key of the line a body names: its `line`, else its product's plain line. */
const keyOf = (body: { productId?: string | undefined; line?: string | undefined }): string =>
  body.line ?? body.productId ?? "";

export const NOT_IN_CART = "This gift is not in your cart.";

/** What every cart handler works with. */
export interface CartDeps {
  db: Db;
  profile: BackendProfile;
  /** The instant a delivery choice is judged by (delivery/clock.ts). */
  clock: Clock;
}

/** Refuses a delivery that cannot be had now for `productId` (409, or 400 for a bad shape). */
async function requireDelivery(
  { db, clock }: CartDeps,
  productId: string,
  choice: DeliveryChoice,
): Promise<DeliveryChoice> {
  const product = (await loadKinds(db, [productId])).get(productId);
  if (!product) fail(404, "Product not found");
  const checked = await checkChoice(db, { choice, ...product, now: clock() });
  if (!checked.ok) fail(checked.status, checked.message);
  return choiceOf(choice);
}

export type CartHandler = (deps: CartDeps) => Handler<AuthedEnv>;

/** The answer to a change: its message and the cart after it. */
export async function changed({ db, profile }: CartDeps, userId: string, message: string) {
  const cart = await readCart(db, userId, profile);
  return {
    success: true,
    message,
    cart:
      features(profile).answers.cart === "spec"
        ? cart.map((line) => ({ product: line.product._id, quantity: line.quantity }))
        : cart,
  };
}

/** GET /cart: the shopper's cart with its products. */
export const getCart: CartHandler =
  ({ db, profile }) =>
  async (c) =>
    c.json({ success: true, cart: await readCart(db, c.var.user.id, profile) });

/** Adds `quantity` to the line `gift` of `userId`, creating it within the line cap. */
async function addToLine(
  db: Db,
  userId: string,
  productId: string,
  gift: GiftLine,
  amount: number,
  delivery: DeliveryChoice | undefined,
) {
  await db.transaction(async (tx) => {
    // One add at a time per shopper, so the line count and the upsert agree.
    await lockUser(tx, userId);
    const [existing] = await tx
      .select({ quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.lineKey, gift.key)));
    if (!existing) {
      const [lines] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(cartItems)
        .where(eq(cartItems.userId, userId));
      if ((lines?.count ?? 0) >= MAX_CART_LINES) {
        fail(409, `Your cart can hold ${MAX_CART_LINES} different products at most.`);
      }
    }
    const added = await tx
      .insert(cartItems)
      .values({
        userId,
        productId,
        lineKey: gift.key,
        quantity: amount,
        delivery,
        variantId: gift.variantId,
        personalisation: gift.personalisation,
      })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.lineKey],
        // A new choice replaces the saved one; an add without one keeps it.
        set: {
          quantity: sql`${cartItems.quantity} + excluded.quantity`,
          ...(delivery ? { delivery } : {}),
        },
        setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${MAX_LINE_QUANTITY}`,
      })
      .returning({ quantity: cartItems.quantity });
    if (added.length === 0) {
      fail(
        409,
        `You can order at most ${MAX_LINE_QUANTITY} of one product. It is already in your cart.`,
      );
    }
  });
}

/**
 * POST /Cart: adds a quantity of a product, up to the line and quantity caps; in full mode
 * with its variant and personalisation, checked first.
 */
export const addToCart: CartHandler = (deps) => async (c) => {
  const { db, profile } = deps;
  const { cartGiftLines } = features(profile).requests;
  // Without gift lines (contract mode) the cart reads no delivery, variant or personalisation:
  // a plain §7 cart ignores them.
  const body: z.output<typeof addGiftBody> = await jsonBody(
    c,
    cartGiftLines ? addGiftBody : addBody,
  );
  const userId = c.var.user.id;
  const product = await loadGiftProduct(db, body.productId);
  const gift: GiftLine = cartGiftLines
    ? await checkGiftLine(db, userId, product, body.variantId, body.personalisation)
    : { key: product.id, variantId: null, personalisation: null };
  const delivery = body.delivery
    ? await requireDelivery(deps, body.productId, body.delivery)
    : undefined;
  await addToLine(db, userId, product.id, gift, body.quantity, delivery);
  return c.json(await changed(deps, userId, "Added to cart"));
};

/** PUT /update-quantity: sets the quantity of a line already in the cart. */
export const updateQuantity: CartHandler = (deps) => async (c) => {
  const { db, profile } = deps;
  const body = features(profile).requests.cartGiftLines
    ? await jsonBody(c, updateLineBody)
    : await jsonBody(c, updateBody);
  const userId = c.var.user.id;
  const updated = await db
    .update(cartItems)
    .set({ quantity: body.quantity })
    .where(and(eq(cartItems.userId, userId), eq(cartItems.lineKey, keyOf(body))))
    .returning({ quantity: cartItems.quantity });
  if (updated.length === 0) fail(404, "This product is not in your cart.");
  return c.json(await changed(deps, userId, "Quantity updated"));
};

/** PUT /cart-delivery (full mode): sets or clears the delivery chosen for a line. */
export const setLineDelivery: CartHandler = (deps) => async (c) => {
  const { db } = deps;
  const body = await jsonBody(c, deliveryBody);
  const userId = c.var.user.id;
  const key = keyOf(body);
  const line = and(eq(cartItems.userId, userId), eq(cartItems.lineKey, key));
  const [existing] = await db.select({ quantity: cartItems.quantity }).from(cartItems).where(line);
  if (!existing) fail(404, NOT_IN_CART);
  const delivery = body.delivery
    ? await requireDelivery(deps, productOfLine(key), body.delivery)
    : null;
  const updated = await db
    .update(cartItems)
    .set({ delivery })
    .where(line)
    .returning({ quantity: cartItems.quantity });
  if (updated.length === 0) fail(404, NOT_IN_CART);
  return c.json(await changed(deps, userId, delivery ? "Delivery saved" : "Delivery cleared"));
};

/**
 * DELETE /delete/:key: removes a line (removing an absent one is no error). Full mode takes the
 * line's key (a plain line's is its product id); contract mode a product id, all its lines.
 */
export const removeFromCart: CartHandler = (deps) => async (c) => {
  const { db, profile } = deps;
  const userId = c.var.user.id;
  const which = features(profile).requests.cartGiftLines
    ? eq(cartItems.lineKey, parseOr400(lineKeySchema, c.req.param("key")))
    : eq(cartItems.productId, parseOr400(idSchema, c.req.param("key")));
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), which));
  return c.json(await changed(deps, userId, "Removed from cart"));
};

/** DELETE /clear-cart: empties the cart. */
export const clearCart: CartHandler =
  ({ db }) =>
  async (c) => {
    await db.delete(cartItems).where(eq(cartItems.userId, c.var.user.id));
    return c.json({ success: true, message: "Cart cleared", cart: [] });
  };
