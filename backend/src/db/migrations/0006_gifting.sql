CREATE TABLE "uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"order_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- A line already in a cart is a plain line: its key is its product id.
ALTER TABLE "cart_items" ADD COLUMN "line_key" text;--> statement-breakpoint
UPDATE "cart_items" SET "line_key" = "product_id";--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "line_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_user_id_product_id_pk";--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_line_key_pk" PRIMARY KEY("user_id","line_key");--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "variant_id" text;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "personalisation" jsonb;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant" jsonb;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "personalisation" jsonb;--> statement-breakpoint
-- json, not jsonb: json keeps each variant's option names in the order the chooser shows them.
ALTER TABLE "products" ADD COLUMN "variants" json DEFAULT '[]'::json NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "personalisation" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "add_on" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_user_idx" ON "uploads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "uploads_unordered_created_idx" ON "uploads" USING btree ("created_at") WHERE order_id is null;--> statement-breakpoint
CREATE INDEX "cart_items_product_idx" ON "cart_items" USING btree ("product_id");