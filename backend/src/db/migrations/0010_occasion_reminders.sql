CREATE TABLE "occasion_reminders" (
	"occasion_id" text NOT NULL,
	"occasion_date" text NOT NULL,
	"lead_days" smallint NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "occasion_reminders_occasion_id_occasion_date_lead_days_pk" PRIMARY KEY("occasion_id","occasion_date","lead_days")
);
--> statement-breakpoint
CREATE TABLE "occasions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"recipient" text DEFAULT '' NOT NULL,
	"occasion" text NOT NULL,
	"month" smallint NOT NULL,
	"day" smallint NOT NULL,
	"year" smallint,
	"order_id" text,
	"unsubscribe_token" text NOT NULL,
	"stopped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "occasion_reminders" ADD CONSTRAINT "occasion_reminders_occasion_id_occasions_id_fk" FOREIGN KEY ("occasion_id") REFERENCES "public"."occasions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occasions" ADD CONSTRAINT "occasions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occasions" ADD CONSTRAINT "occasions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "occasions_user_idx" ON "occasions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "occasions_day_idx" ON "occasions" USING btree ("month","day");--> statement-breakpoint
CREATE UNIQUE INDEX "occasions_unsubscribe_token_idx" ON "occasions" USING btree ("unsubscribe_token");