/**
 * The shopper's wishlist (seed-spec §7, bearer token), with both removal forms the spec
 * shows: DELETE /wishlist with `{ productId }` and DELETE /delete-wishlist/{productId}.
 */
import { Hono } from "hono";
import { and, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { requireUser, type AuthedEnv } from "../../auth/require-user";
import type { Db } from "../../db/client";
import { categories, products, subcategories, users, wishlistItems } from "../../db/schema";
import { fail, jsonBody, parseOr400 } from "../../lib/http";
import { idSchema } from "../../lib/ids";
import { DEFAULT_PROFILE, isContract, type BackendProfile } from "../../profile";
import { productColumns, productJsonFor } from "../catalogue/product-json";

/** Most products one wishlist holds. */
export const MAX_WISHLIST = 200;

const productBody = z.object({ productId: idSchema });

/** The wishlist of `userId`: approved products, newest first. */
export async function readWishlist(
  db: Db,
  userId: string,
  profile: BackendProfile = DEFAULT_PROFILE,
) {
  const rows = await db
    .select(productColumns)
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .where(and(eq(wishlistItems.userId, userId), eq(products.approved, true)))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId));
  return rows.map(productJsonFor(profile));
}

/**
 * The wishlist router (mounted under /api/auth). A change answers the new wishlist in full
 * mode and only `{ success, message }` in contract mode (§7's client refetches it).
 */
export function wishlistRoutes(db: Db, profile: BackendProfile = DEFAULT_PROFILE) {
  const app = new Hono<AuthedEnv>();
  const auth = requireUser(db);

  const changed = async (userId: string, message: string) =>
    isContract(profile)
      ? { success: true, message }
      : { success: true, message, wishlist: await readWishlist(db, userId) };

  const remove = async (userId: string, productId: string) => {
    await db
      .delete(wishlistItems)
      .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
    return changed(userId, "Removed from wishlist");
  };

  app.get("/wishlist", auth, async (c) =>
    c.json({ success: true, wishlist: await readWishlist(db, c.var.user.id, profile) }),
  );

  app.post("/wishlist", auth, async (c) => {
    const { productId } = await jsonBody(c, productBody);
    const userId = c.var.user.id;
    const [product] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.approved, true)))
      .limit(1);
    if (!product) fail(404, "Product not found");
    await db.transaction(async (tx) => {
      // One add at a time per shopper, so the count and the insert agree.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
      const current = await tx
        .select({ id: wishlistItems.productId })
        .from(wishlistItems)
        .where(eq(wishlistItems.userId, userId));
      if (current.length >= MAX_WISHLIST && !current.some((row) => row.id === productId)) {
        fail(409, `Your wishlist can hold ${MAX_WISHLIST} products at most.`);
      }
      await tx.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing();
    });
    return c.json(await changed(userId, "Added to wishlist"));
  });

  app.delete("/wishlist", auth, async (c) => {
    const { productId } = await jsonBody(c, productBody);
    return c.json(await remove(c.var.user.id, productId));
  });

  app.delete("/delete-wishlist/:productId", auth, async (c) => {
    const productId = parseOr400(idSchema, c.req.param("productId"));
    return c.json(await remove(c.var.user.id, productId));
  });

  return app;
}
