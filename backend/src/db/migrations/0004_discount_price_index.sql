DROP INDEX "products_approved_discount_idx";--> statement-breakpoint
CREATE INDEX "products_approved_discount_idx" ON "products" USING btree ("approved","discount","price");