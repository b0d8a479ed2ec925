CREATE TABLE "delivery_bookings" (
	"id" text PRIMARY KEY NOT NULL,
	"hub_id" text NOT NULL,
	"date" text NOT NULL,
	"slot_id" text NOT NULL,
	"user_id" text NOT NULL,
	"order_id" text,
	"provider_order_id" text,
	"held_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_hubs" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slot_types" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_kinds" (
	"id" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"mode" text NOT NULL,
	"same_day_cutoff" smallint,
	"prep_minutes" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_slots" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"label" text NOT NULL,
	"starts_at" smallint NOT NULL,
	"ends_at" smallint NOT NULL,
	"charge" integer DEFAULT 0 NOT NULL,
	"capacity" integer NOT NULL,
	"lead_minutes" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_zones" (
	"pincode" text PRIMARY KEY NOT NULL,
	"district" text NOT NULL,
	"state" text NOT NULL,
	"hub_id" text,
	"courier_min_days" smallint NOT NULL,
	"courier_max_days" smallint NOT NULL,
	"cod" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "delivery" jsonb;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "delivery" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_charge" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "delivery_kind" text;--> statement-breakpoint
ALTER TABLE "delivery_bookings" ADD CONSTRAINT "delivery_bookings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD CONSTRAINT "delivery_zones_hub_id_delivery_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."delivery_hubs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_bookings_slot_idx" ON "delivery_bookings" USING btree ("hub_id","date","slot_id");--> statement-breakpoint
CREATE INDEX "delivery_bookings_provider_order_idx" ON "delivery_bookings" USING btree ("provider_order_id");--> statement-breakpoint
CREATE INDEX "delivery_zones_hub_idx" ON "delivery_zones" USING btree ("hub_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_delivery_kind_delivery_kinds_id_fk" FOREIGN KEY ("delivery_kind") REFERENCES "public"."delivery_kinds"("id") ON DELETE set null ON UPDATE no action;