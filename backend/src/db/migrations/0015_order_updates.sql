-- Order updates (docs/after-the-order.md "Order updates"): the channels a shopper chose, the
-- first name of the person delivering an order, one row per update sent on a channel, and why an
-- operator refunded (once per order).
ALTER TABLE "users" ADD COLUMN "notify_mail" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_sms" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_whatsapp" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier_name" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "reason" text;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_operator_order_unique" ON "refunds" USING btree ("order_id") WHERE "refunds"."kind" = 'operator';--> statement-breakpoint
CREATE TABLE "order_notifications" (
	"order_id" text NOT NULL,
	"event" text NOT NULL,
	"channel" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_notifications_order_id_event_channel_pk" PRIMARY KEY("order_id","event","channel")
);
--> statement-breakpoint
ALTER TABLE "order_notifications" ADD CONSTRAINT "order_notifications_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
