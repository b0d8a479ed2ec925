ALTER TABLE "search_words" ADD COLUMN "titles" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "search_words" ADD COLUMN "names" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "products_title_words_idx" ON "products" USING gin (ts_filter("search_doc", '{a}'));--> statement-breakpoint
-- The word list of a catalogue already stored, counted by field as search/documents.ts counts it.
UPDATE "search_words" SET "titles" = "title_words"."ndoc" FROM ts_stat('select search_doc from products where approved and search_doc is not null', 'A') AS "title_words" WHERE "title_words"."word" = "search_words"."word";--> statement-breakpoint
UPDATE "search_words" SET "names" = "name_words"."ndoc" FROM ts_stat('select search_doc from products where approved and search_doc is not null', 'B') AS "name_words" WHERE "name_words"."word" = "search_words"."word";
