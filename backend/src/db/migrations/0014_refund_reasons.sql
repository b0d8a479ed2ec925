-- An order may be refunded more than once: a moved delivery's difference, then perhaps its
-- cancellation. Each refund has its own receipt at the provider; the cancellation stays once.
ALTER TABLE "refunds" ADD COLUMN "kind" text DEFAULT 'cancel' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "receipt" text;--> statement-breakpoint
UPDATE "refunds" SET "receipt" = 'refund_' || "order_id";--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "receipt" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_receipt_unique" UNIQUE("receipt");--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_order_id_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_cancel_order_unique" ON "refunds" USING btree ("order_id") WHERE "refunds"."kind" = 'cancel';
