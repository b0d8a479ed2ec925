-- The code the shopper passes to the recipient, and how the delivery was proven (photo or code).
ALTER TABLE "orders" ADD COLUMN "recipient_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "proof_kind" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "proof_upload_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;
