/** Product reviews: anyone may read and post them (docs/contract.md, Roles); newest first. */
import type { Handler } from "hono";
import { desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import { products, reviews } from "../../db/schema";
import { fail, jsonBody, parseOr400 } from "../../lib/http";
import { idSchema, newId } from "../../lib/ids";
import { optionalText, text } from "../../lib/validation";
import { features, type BackendProfile } from "../../profile";
import { requireApprovedProduct } from "../catalogue/approved-product";

const reviewBody = z.object({
  productId: idSchema,
  userName: text("userName", 80),
  rating: z
    .number({ message: "rating must be a whole number from 1 to 5" })
    .int({ message: "rating must be a whole number from 1 to 5" })
    .min(1, { message: "rating must be a whole number from 1 to 5" })
    .max(5, { message: "rating must be a whole number from 1 to 5" }),
  comment: optionalText("comment", 2000).optional().default(""),
});

type ReviewRow = typeof reviews.$inferSelect;

function toReviewJson(row: ReviewRow) {
  return {
    _id: row.id,
    productId: row.productId,
    userName: row.userName,
    rating: row.rating,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /product/reviews/:id: an approved product's reviews, newest first (at most 200). */
export const listReviews =
  (db: Db): Handler =>
  async (c) => {
    const id = parseOr400(idSchema, c.req.param("id"));
    await requireApprovedProduct(db, id);
    const rows = await db
      .select()
      .from(reviews)
      .where(eq(reviews.productId, id))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(200);
    return c.json(rows.map(toReviewJson));
  };

/** POST /product/review: anyone may review an approved product. */
export const addReview =
  (db: Db, profile: BackendProfile): Handler =>
  async (c) => {
    const body = await jsonBody(c, reviewBody);
    await requireApprovedProduct(db, body.productId);
    // The review and its product's rating counters change together, or not at all.
    const row = await db.transaction(async (tx) => {
      const [written] = await tx
        .insert(reviews)
        .values({
          id: newId(),
          productId: body.productId,
          userName: body.userName,
          rating: body.rating,
          comment: body.comment,
        })
        .returning();
      await tx
        .update(products)
        .set({
          ratingSum: sql`${products.ratingSum} + ${body.rating}`,
          ratingCount: sql`${products.ratingCount} + 1`,
        })
        .where(eq(products.id, body.productId));
      return written;
    });
    if (!row) fail(500, "The review could not be saved.");
    // §7 needs nothing beyond success: the reviews are reloaded.
    if (features(profile).answers.review === "spec")
      return c.json({ success: true, message: "Review added" }, 201);
    return c.json({ success: true, message: "Review added", review: toReviewJson(row) }, 201);
  };
