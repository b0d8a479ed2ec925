ALTER TABLE "products" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Reviews written before the columns existed: counted once, here.
UPDATE "products" SET "rating_sum" = "totals"."sum", "rating_count" = "totals"."count"
FROM (SELECT "product_id", sum("rating")::integer AS "sum", count(*)::integer AS "count" FROM "reviews" GROUP BY "product_id") AS "totals"
WHERE "totals"."product_id" = "products"."id";
