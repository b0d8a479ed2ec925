/**
 * The shopper's wishlist (docs/contract.md, Wishlist, bearer token), with both removal forms the
 * spec shows: DELETE /wishlist with `{ productId }` and DELETE /delete-wishlist/{productId}. A
 * change answers the new wishlist in full mode and only `{ success, message }` in contract mode
 * (§7's client refetches it).
 */
import type { Handler } from "hono";
import { and, desc, eq } from "drizzle-orm";
import { z } from "zod";
import type { AuthedEnv } from "../../auth/require-user";
import type { Db } from "../../db/client";
import { lockUser } from "../../db/lock-user";
import { categories, products, subcategories, wishlistItems } from "../../db/schema";
import { fail, jsonBody, parseOr400 } from "../../lib/http";
import { idSchema } from "../../lib/ids";
import { DEFAULT_PROFILE, features, type BackendProfile } from "../../profile";
import { requireApprovedProduct } from "../catalogue/approved-product";
import { productColumns, productJsonFor } from "../catalogue/product-json";

/** Most products one wishlist holds. */
export const MAX_WISHLIST = 200;

const productBody = z.object({ productId: idSchema });

/** The wishlist of `userId`: approved products, newest first. */
async function readWishlist(db: Db, userId: string, profile: BackendProfile = DEFAULT_PROFILE) {
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

/** What the wishlist handlers work with. */
interface WishlistDeps {
  db: Db;
  profile: BackendProfile;
}

type WishlistHandler = (deps: WishlistDeps) => Handler<AuthedEnv>;

/** The answer to a change: its message, and the wishlist after it outside contract mode. */
const changed = async ({ db, profile }: WishlistDeps, userId: string, message: string) =>
  features(profile).answers.wishlistChange === "spec"
    ? { success: true, message }
    : { success: true, message, wishlist: await readWishlist(db, userId) };

/** Removes `productId` from the wishlist (removing an absent one is no error). */
async function remove(deps: WishlistDeps, userId: string, productId: string) {
  await deps.db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
  return changed(deps, userId, "Removed from wishlist");
}

/** GET /wishlist: the shopper's wishlist. */
export const getWishlist: WishlistHandler =
  ({ db, profile }) =>
  async (c) =>
    c.json({ success: true, wishlist: await readWishlist(db, c.var.user.id, profile) });

/** POST /wishlist: adds an approved product, up to the cap. */
export const addToWishlist: WishlistHandler = (deps) => async (c) => {
  const { db } = deps;
  const { productId } = await jsonBody(c, productBody);
  const userId = c.var.user.id;
  await requireApprovedProduct(db, productId);
  await db.transaction(async (tx) => {
    // One add at a time per shopper, so the count and the insert agree.
    await lockUser(tx, userId);
    const current = await tx
      .select({ id: wishlistItems.productId })
      .from(wishlistItems)
      .where(eq(wishlistItems.userId, userId));
    if (current.length >= MAX_WISHLIST && !current.some((row) => row.id === productId)) {
      fail(409, `Your wishlist can hold ${MAX_WISHLIST} products at most.`);
    }
    await tx.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing();
  });
  return c.json(await changed(deps, userId, "Added to wishlist"));
};

/** DELETE /wishlist with `{ productId }`. */
export const removeByBody: WishlistHandler = (deps) => async (c) => {
  const { productId } = await jsonBody(c, productBody);
  return c.json(await remove(deps, c.var.user.id, productId));
};

/** DELETE /delete-wishlist/:productId. */
export const removeByPath: WishlistHandler = (deps) => async (c) => {
  const productId = parseOr400(idSchema, c.req.param("productId"));
  return c.json(await remove(deps, c.var.user.id, productId));
};
