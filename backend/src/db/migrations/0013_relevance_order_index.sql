-- Relevance's tie order: a common word's best-scoring products are read in it, a page at a time.
CREATE INDEX IF NOT EXISTS "products_approved_rating_idx" ON "products" USING btree ("approved","rating_count" DESC,"created_at" DESC,"id");
