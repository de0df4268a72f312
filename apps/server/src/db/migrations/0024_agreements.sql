CREATE TABLE "agreement_templates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"items_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"offer_contract" boolean DEFAULT false NOT NULL,
	"placement" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreement_templates_items_id_unique" UNIQUE("items_id")
);
--> statement-breakpoint
CREATE TABLE "agreement_versions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"agreement_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"signature_key" text NOT NULL,
	"signed_key" text NOT NULL,
	"signed_sha256" text NOT NULL,
	"signed_page_count" integer NOT NULL,
	"evidence" jsonb NOT NULL,
	"sealed_key" text,
	"sealed_sha256" text,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sealed_at" timestamp with time zone,
	CONSTRAINT "agreement_versions_version_key" UNIQUE("agreement_id","version")
);
--> statement-breakpoint
CREATE TABLE "agreements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"flow" text NOT NULL,
	"user_id" integer NOT NULL,
	"items_id" integer NOT NULL,
	"seat_id" integer,
	"status" text DEFAULT 'GENERATED' NOT NULL,
	"donor_name" text NOT NULL,
	"mobile_sealed" text NOT NULL,
	"id_no_sealed" text DEFAULT '' NOT NULL,
	"amount_fen" bigint NOT NULL,
	"project_title" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"language" text DEFAULT 'zh-CN' NOT NULL,
	"foundation_name" text NOT NULL,
	"placement" jsonb NOT NULL,
	"agreement_no" text NOT NULL,
	"unsigned_key" text NOT NULL,
	"unsigned_sha256" text NOT NULL,
	"page_count" integer NOT NULL,
	"current_version" integer DEFAULT 0 NOT NULL,
	"donation_id" bigint,
	"void_reason" text DEFAULT '' NOT NULL,
	"voided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"signed_at" timestamp with time zone,
	"sealed_at" timestamp with time zone,
	"funds_received_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	CONSTRAINT "agreements_agreement_no_unique" UNIQUE("agreement_no"),
	CONSTRAINT "agreements_donation_id_unique" UNIQUE("donation_id"),
	CONSTRAINT "agreements_status_check" CHECK ("agreements"."status" in ('GENERATED', 'SIGNED', 'SEALED', 'FUNDS_RECEIVED', 'VOID')),
	CONSTRAINT "agreements_flow_check" CHECK ("agreements"."flow" in ('cpu', 'hhu')),
	CONSTRAINT "agreements_amount_check" CHECK ("agreements"."amount_fen" > 0)
);
--> statement-breakpoint
ALTER TABLE "foundation" ADD COLUMN "bank_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "foundation" ADD COLUMN "bank_account_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "foundation" ADD COLUMN "bank_account_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "agreement_templates" ADD CONSTRAINT "agreement_templates_items_id_items_id_fk" FOREIGN KEY ("items_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_versions" ADD CONSTRAINT "agreement_versions_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_items_id_items_id_fk" FOREIGN KEY ("items_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_voided_by_staff_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agreements_user_idx" ON "agreements" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "agreements_status_idx" ON "agreements" USING btree ("status","id");