-- Real-user Web Vitals: one row per metric a sampled shopper's browser reported.
CREATE TABLE "web_vitals" (
	"id" text PRIMARY KEY NOT NULL,
	"page" text NOT NULL,
	"metric" text NOT NULL,
	"value" double precision NOT NULL,
	"rating" text NOT NULL,
	"connection" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "web_vitals_received_idx" ON "web_vitals" USING btree ("received_at");
