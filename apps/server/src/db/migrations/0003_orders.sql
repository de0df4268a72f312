CREATE TABLE "donation_forms" (
	"items_id" integer PRIMARY KEY NOT NULL,
	"min_money_fen" bigint DEFAULT 0 NOT NULL,
	"is_integer_money" boolean DEFAULT false NOT NULL,
	"pay_platform_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_show_anonymous" boolean DEFAULT true NOT NULL,
	"is_show_no_data" boolean DEFAULT true NOT NULL,
	"is_open_certificate" boolean DEFAULT false NOT NULL,
	"is_show_certificate" boolean DEFAULT false NOT NULL,
	"min_money_certificate_fen" bigint DEFAULT 0 NOT NULL,
	"is_open_receipt" boolean DEFAULT false NOT NULL,
	"is_show_receipt" boolean DEFAULT false NOT NULL,
	"min_money_receipt_fen" bigint DEFAULT 0 NOT NULL,
	"is_credit_code" boolean DEFAULT false NOT NULL,
	"is_large_remind" boolean DEFAULT false NOT NULL,
	"large_amount_fen" bigint DEFAULT 0 NOT NULL,
	"remind_content" text DEFAULT '' NOT NULL,
	"offline_contact_info" text DEFAULT '' NOT NULL,
	"success_word" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "provider_trade_no" text;--> statement-breakpoint
ALTER TABLE "donation_forms" ADD CONSTRAINT "donation_forms_items_id_items_id_fk" FOREIGN KEY ("items_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "donations_user_idempotency_idx" ON "donations" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "donations_pending_expiry_idx" ON "donations" USING btree ("status","expires_at");