CREATE TABLE "demo_campus_card_charges" (
	"bill_no" text PRIMARY KEY NOT NULL,
	"stu_work_no" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "demo_campus_cards" (
	"stu_work_no" text PRIMARY KEY NOT NULL,
	"holder_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"balance_fen" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_campus_cards_balance_check" CHECK ("demo_campus_cards"."balance_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "together_settings" (
	"items_id" integer PRIMARY KEY NOT NULL,
	"slogan_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"money_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_hand_money" boolean DEFAULT true NOT NULL,
	"is_no_target" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "donation_forms" ADD COLUMN "field_list" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "donation_forms" ADD COLUMN "receipt_type_list" jsonb DEFAULT '["1","2"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "donation_forms" ADD COLUMN "receipt_way_paper_list" jsonb DEFAULT '["1","2"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "donation_forms" ADD COLUMN "receipt_way_electronic_list" jsonb DEFAULT '["3","4"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "donation_forms" ADD COLUMN "certificate_way_paper_list" jsonb DEFAULT '["1","2"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "donation_forms" ADD COLUMN "certificate_pick_up_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "donation_forms" ADD COLUMN "certificate_pick_up_mobile" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "donation_forms" ADD COLUMN "certificate_pick_up_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "donation_forms" ADD COLUMN "receipt_pick_up_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "donation_forms" ADD COLUMN "receipt_pick_up_mobile" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "donation_forms" ADD COLUMN "receipt_pick_up_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "demo_campus_card_charges" ADD CONSTRAINT "demo_campus_card_charges_stu_work_no_demo_campus_cards_stu_work_no_fk" FOREIGN KEY ("stu_work_no") REFERENCES "public"."demo_campus_cards"("stu_work_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "together_settings" ADD CONSTRAINT "together_settings_items_id_items_id_fk" FOREIGN KEY ("items_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;