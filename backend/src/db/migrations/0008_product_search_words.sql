CREATE TABLE "search_rules" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"fingerprint" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"products" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_doc" "tsvector";--> statement-breakpoint
CREATE INDEX "products_search_doc_idx" ON "products" USING gin ("search_doc");