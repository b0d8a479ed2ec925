/** Product reviews: anyone may read and post them (seed-spec §6); newest first. */
import { Hono } from "hono";
import { and, desc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import { products, reviews } from "../../db/schema";
import { fail, jsonBody, parseOr400 } from "../../lib/http";
import { idSchema, newId } from "../../lib/ids";
import { optionalText, text } from "../../lib/validation";
import { DEFAULT_PROFILE, isContract, type BackendProfile } from "../../profile";

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

/** The reviews router, reading from and writing to `db`. */
export function reviewRoutes(db: Db, profile: BackendProfile = DEFAULT_PROFILE) {
  const app = new Hono();

  const requireApprovedProduct = async (id: string) => {
    const [product] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, id), eq(products.approved, true)))
      .limit(1);
    if (!product) fail(404, "Product not found");
  };

  app.get("/product/reviews/:id", async (c) => {
    const id = parseOr400(idSchema, c.req.param("id"));
    await requireApprovedProduct(id);
    const rows = await db
      .select()
      .from(reviews)
      .where(eq(reviews.productId, id))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(200);
    return c.json(rows.map(toReviewJson));
  });

  app.post("/product/review", async (c) => {
    const body = await jsonBody(c, reviewBody);
    await requireApprovedProduct(body.productId);
    const [row] = await db
      .insert(reviews)
      .values({
        id: newId(),
        productId: body.productId,
        userName: body.userName,
        rating: body.rating,
        comment: body.comment,
      })
      .returning();
    if (!row) fail(500, "The review could not be saved.");
    // §7 needs nothing beyond success: the reviews are reloaded.
    if (isContract(profile)) return c.json({ success: true, message: "Review added" }, 201);
    return c.json({ success: true, message: "Review added", review: toReviewJson(row) }, 201);
  });

  return app;
}
