CREATE TABLE "rate_hits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bucket" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"platform" text NOT NULL,
	"token_hash" text NOT NULL,
	"prev_token_hash" text,
	"prev_valid_until" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile_lookup" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text,
	"password_hash" text,
	"mobile_lookup" text,
	"mobile_box" text,
	"nickname" text DEFAULT '' NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"account_type" smallint DEFAULT 2 NOT NULL,
	"is_alumni" boolean DEFAULT false NOT NULL,
	"real_name" text DEFAULT '' NOT NULL,
	"id_no_box" text,
	"is_registered" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_mobile_lookup_unique" UNIQUE("mobile_lookup")
);
--> statement-breakpoint
CREATE TABLE "donations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bill_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"items_id" integer NOT NULL,
	"sub_items_id" integer,
	"together_id" integer,
	"crowd_type" smallint NOT NULL,
	"money_fen" bigint NOT NULL,
	"material_number" integer DEFAULT 0 NOT NULL,
	"pay_type" smallint NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"donate_from" text DEFAULT 'U1' NOT NULL,
	"is_anonymous" boolean DEFAULT false NOT NULL,
	"is_no_data" boolean DEFAULT false NOT NULL,
	"donor_name" text DEFAULT '' NOT NULL,
	"seats" text DEFAULT '' NOT NULL,
	"form_data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "donations_bill_no_unique" UNIQUE("bill_no")
);
--> statement-breakpoint
CREATE TABLE "leavewords" (
	"id" serial PRIMARY KEY NOT NULL,
	"items_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"content" text NOT NULL,
	"status" text NOT NULL,
	"reply_content" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "togethers" (
	"id" serial PRIMARY KEY NOT NULL,
	"items_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"sponsor" text NOT NULL,
	"slogan" text NOT NULL,
	"is_no_target" boolean DEFAULT false NOT NULL,
	"target_money_fen" bigint DEFAULT 0 NOT NULL,
	"complete_money_fen" bigint DEFAULT 0 NOT NULL,
	"complete_material_number" integer DEFAULT 0 NOT NULL,
	"participants" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_id" integer,
	"name" text NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"thumbnail_img" text DEFAULT '' NOT NULL,
	"cover_img" text DEFAULT '' NOT NULL,
	"cover_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"link_url" text DEFAULT '' NOT NULL,
	"items_type" smallint DEFAULT 1 NOT NULL,
	"crowd_type" smallint DEFAULT 1 NOT NULL,
	"naming_type" smallint,
	"material_name" text DEFAULT '' NOT NULL,
	"material_unit" text DEFAULT '' NOT NULL,
	"material_price_fen" bigint DEFAULT 0 NOT NULL,
	"is_target" boolean DEFAULT false NOT NULL,
	"target_money_fen" bigint DEFAULT 0 NOT NULL,
	"target_material_number" integer DEFAULT 0 NOT NULL,
	"is_limit" boolean DEFAULT false NOT NULL,
	"limit_money_fen" bigint DEFAULT 0 NOT NULL,
	"limit_material_number" integer DEFAULT 0 NOT NULL,
	"complete_money_fen" bigint DEFAULT 0 NOT NULL,
	"complete_material_number" integer DEFAULT 0 NOT NULL,
	"pay_counts" integer DEFAULT 0 NOT NULL,
	"naming_count_all" integer DEFAULT 0 NOT NULL,
	"naming_count_donate" integer DEFAULT 0 NOT NULL,
	"is_complete" boolean DEFAULT false NOT NULL,
	"is_donate" boolean DEFAULT true NOT NULL,
	"no_reason" text DEFAULT '' NOT NULL,
	"is_donate_together" boolean DEFAULT false NOT NULL,
	"is_record" boolean DEFAULT true NOT NULL,
	"is_progress" boolean DEFAULT false NOT NULL,
	"is_leave_message" boolean DEFAULT false NOT NULL,
	"is_audit_message" boolean DEFAULT false NOT NULL,
	"is_instruction" boolean DEFAULT false NOT NULL,
	"is_sub_rank" boolean DEFAULT false NOT NULL,
	"is_sub" boolean DEFAULT false NOT NULL,
	"is_fix_money" boolean DEFAULT false NOT NULL,
	"fix_money" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_hand_money" boolean DEFAULT true NOT NULL,
	"is_alumni" boolean DEFAULT false NOT NULL,
	"is_listed" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "progress_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"items_id" integer NOT NULL,
	"progress_date" date NOT NULL,
	"content" text NOT NULL,
	"attachment_list" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"items_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"complete_money_fen" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "use_publicity" (
	"id" serial PRIMARY KEY NOT NULL,
	"items_id" integer NOT NULL,
	"use_date" date NOT NULL,
	"use_title" text NOT NULL,
	"use_money_fen" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "awards" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"picture" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"rule_kind" text NOT NULL,
	"rule_threshold" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "foundation" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"title" text NOT NULL,
	"award_explain" text DEFAULT '' NOT NULL,
	"is_show_technical_support" boolean DEFAULT true NOT NULL,
	"share_title" text DEFAULT '' NOT NULL,
	"share_desc" text DEFAULT '' NOT NULL,
	"share_img" text DEFAULT '' NOT NULL,
	"agree_title" text DEFAULT '' NOT NULL,
	"agree_content" text DEFAULT '' NOT NULL,
	"login_bg" text DEFAULT '' NOT NULL,
	"success_word" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipt_config" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"is_open_receipt" boolean DEFAULT false NOT NULL,
	"is_open_paper" boolean DEFAULT false NOT NULL,
	"valid_type" smallint DEFAULT 1 NOT NULL,
	"is_credit_code" boolean DEFAULT true NOT NULL,
	"receipt_type_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"receipt_way_paper_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"receipt_way_electronic_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pick_up_address" text DEFAULT '' NOT NULL,
	"pick_up_name" text DEFAULT '' NOT NULL,
	"pick_up_mobile" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_items_id_items_id_fk" FOREIGN KEY ("items_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_sub_items_id_sub_items_id_fk" FOREIGN KEY ("sub_items_id") REFERENCES "public"."sub_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_together_id_togethers_id_fk" FOREIGN KEY ("together_id") REFERENCES "public"."togethers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leavewords" ADD CONSTRAINT "leavewords_items_id_items_id_fk" FOREIGN KEY ("items_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leavewords" ADD CONSTRAINT "leavewords_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "togethers" ADD CONSTRAINT "togethers_items_id_items_id_fk" FOREIGN KEY ("items_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "togethers" ADD CONSTRAINT "togethers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_type_id_item_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."item_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_entries" ADD CONSTRAINT "progress_entries_items_id_items_id_fk" FOREIGN KEY ("items_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_items" ADD CONSTRAINT "sub_items_items_id_items_id_fk" FOREIGN KEY ("items_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "use_publicity" ADD CONSTRAINT "use_publicity_items_id_items_id_fk" FOREIGN KEY ("items_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_hits_bucket_idx" ON "rate_hits" USING btree ("bucket","created_at");--> statement-breakpoint
CREATE INDEX "request_nonces_expiry_idx" ON "request_nonces" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_idx" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_prev_token_idx" ON "sessions" USING btree ("prev_token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id","platform");--> statement-breakpoint
CREATE INDEX "sms_codes_mobile_idx" ON "sms_codes" USING btree ("mobile_lookup","created_at");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "donations_items_paid_idx" ON "donations" USING btree ("items_id","status","paid_at");--> statement-breakpoint
CREATE INDEX "donations_user_idx" ON "donations" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "donations_together_idx" ON "donations" USING btree ("together_id","status");--> statement-breakpoint
CREATE INDEX "leavewords_items_idx" ON "leavewords" USING btree ("items_id","status","created_at");--> statement-breakpoint
CREATE INDEX "togethers_items_idx" ON "togethers" USING btree ("items_id","created_at");--> statement-breakpoint
CREATE INDEX "togethers_user_idx" ON "togethers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "items_type_sort_idx" ON "items" USING btree ("type_id","sort");--> statement-breakpoint
CREATE INDEX "progress_items_idx" ON "progress_entries" USING btree ("items_id","progress_date");--> statement-breakpoint
CREATE INDEX "sub_items_items_idx" ON "sub_items" USING btree ("items_id");--> statement-breakpoint
CREATE INDEX "use_publicity_items_idx" ON "use_publicity" USING btree ("items_id","use_date");