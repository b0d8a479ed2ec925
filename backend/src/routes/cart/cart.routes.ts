/**
 * The shopper's cart (seed-spec §7 Cart and wishlist, bearer token). Quantities are 1–10
 * per line; adding a product already there adds to its quantity, in one atomic statement, so
 * concurrent requests never lose a line or a quantity.
 */
import { Hono } from "hono";
import { and, asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { requireUser, type AuthedEnv } from "../../auth/require-user";
import type { Db } from "../../db/client";
import { cartItems, categories, products, subcategories, users } from "../../db/schema";
import { fail, jsonBody, parseOr400 } from "../../lib/http";
import { idSchema } from "../../lib/ids";
import { DEFAULT_PROFILE, isContract, type BackendProfile } from "../../profile";
import { productColumns, productJsonFor } from "../catalogue/product-json";

export const MAX_QUANTITY = 10;
/** Most different products one cart holds. */
export const MAX_CART_LINES = 50;

const quantity = z
  .number({ message: `quantity must be a whole number from 1 to ${MAX_QUANTITY}` })
  .int({ message: `quantity must be a whole number from 1 to ${MAX_QUANTITY}` })
  .min(1, { message: `quantity must be a whole number from 1 to ${MAX_QUANTITY}` })
  .max(MAX_QUANTITY, { message: `quantity must be a whole number from 1 to ${MAX_QUANTITY}` });

const addBody = z.object({ productId: idSchema, quantity: quantity.optional().default(1) });
const updateBody = z.object({ productId: idSchema, quantity });

/**
 * The cart of `userId` as the storefront reads it: approved products only, oldest first, each
 * product shaped as `profile` shapes products.
 */
export async function readCart(
  db: Pick<Db, "select">,
  userId: string,
  profile: BackendProfile = DEFAULT_PROFILE,
) {
  const toProductJson = productJsonFor(profile);
  const rows = await db
    .select({ product: productColumns, quantity: cartItems.quantity })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .where(and(eq(cartItems.userId, userId), eq(products.approved, true)))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.productId));
  return rows.map((row) => ({ product: toProductJson(row.product), quantity: row.quantity }));
}

/**
 * The cart router (mounted under /api/auth). `GET /cart` carries the products; a change
 * answers the cart too, populated in full mode and as `{ product: id, quantity }` lines in
 * contract mode (what a typical Mongoose backend's unpopulated cart gives).
 */
export function cartRoutes(db: Db, profile: BackendProfile = DEFAULT_PROFILE) {
  const app = new Hono<AuthedEnv>();
  const auth = requireUser(db);

  const changed = async (userId: string, message: string) => {
    const cart = await readCart(db, userId, profile);
    return {
      success: true,
      message,
      cart: isContract(profile)
        ? cart.map((line) => ({ product: line.product._id, quantity: line.quantity }))
        : cart,
    };
  };

  const requireApproved = async (productId: string) => {
    const [product] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.approved, true)))
      .limit(1);
    if (!product) fail(404, "Product not found");
  };

  app.get("/cart", auth, async (c) =>
    c.json({ success: true, cart: await readCart(db, c.var.user.id, profile) }),
  );

  app.post("/Cart", auth, async (c) => {
    const body = await jsonBody(c, addBody);
    const userId = c.var.user.id;
    await requireApproved(body.productId);
    await db.transaction(async (tx) => {
      // One add at a time per shopper, so the line count and the upsert agree.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
      const [existing] = await tx
        .select({ quantity: cartItems.quantity })
        .from(cartItems)
        .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, body.productId)));
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
        .values({ userId, productId: body.productId, quantity: body.quantity })
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.productId],
          set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
          setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${MAX_QUANTITY}`,
        })
        .returning({ quantity: cartItems.quantity });
      if (added.length === 0) {
        fail(
          409,
          `You can order at most ${MAX_QUANTITY} of one product. It is already in your cart.`,
        );
      }
    });
    return c.json(await changed(userId, "Added to cart"));
  });

  app.put("/update-quantity", auth, async (c) => {
    const body = await jsonBody(c, updateBody);
    const userId = c.var.user.id;
    const updated = await db
      .update(cartItems)
      .set({ quantity: body.quantity })
      .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, body.productId)))
      .returning({ quantity: cartItems.quantity });
    if (updated.length === 0) fail(404, "This product is not in your cart.");
    return c.json(await changed(userId, "Quantity updated"));
  });

  app.delete("/delete/:productId", auth, async (c) => {
    const productId = parseOr400(idSchema, c.req.param("productId"));
    const userId = c.var.user.id;
    await db
      .delete(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
    return c.json(await changed(userId, "Removed from cart"));
  });

  app.delete("/clear-cart", auth, async (c) => {
    await db.delete(cartItems).where(eq(cartItems.userId, c.var.user.id));
    return c.json({ success: true, message: "Cart cleared", cart: [] });
  });

  return app;
}
