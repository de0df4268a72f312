CREATE TABLE "donor_merges" (
	"id" serial PRIMARY KEY NOT NULL,
	"kept_id" integer NOT NULL,
	"merged_id" integer NOT NULL,
	"moved" jsonb NOT NULL,
	"staff_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by" integer,
	CONSTRAINT "donor_merges_two_check" CHECK ("donor_merges"."kept_id" <> "donor_merges"."merged_id")
);
--> statement-breakpoint
CREATE TABLE "reconciliation_settlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"bill_date" date NOT NULL,
	"difference_key" text NOT NULL,
	"kind" text NOT NULL,
	"action" text NOT NULL,
	"outcome" text DEFAULT '' NOT NULL,
	"note" text NOT NULL,
	"staff_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reconciliation_settlements_action_check" CHECK ("reconciliation_settlements"."action" in ('credit', 'refund', 'note'))
);
--> statement-breakpoint
CREATE TABLE "saved_filters" (
	"id" serial PRIMARY KEY NOT NULL,
	"list" text NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"staff_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_filters_name_check" CHECK (char_length("saved_filters"."name") between 1 and 20),
	CONSTRAINT "saved_filters_query_check" CHECK (char_length("saved_filters"."query") <= 2000)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "merged_into_id" integer;--> statement-breakpoint
ALTER TABLE "donor_merges" ADD CONSTRAINT "donor_merges_kept_id_users_id_fk" FOREIGN KEY ("kept_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donor_merges" ADD CONSTRAINT "donor_merges_merged_id_users_id_fk" FOREIGN KEY ("merged_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donor_merges" ADD CONSTRAINT "donor_merges_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donor_merges" ADD CONSTRAINT "donor_merges_undone_by_staff_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_settlements" ADD CONSTRAINT "reconciliation_settlements_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_filters" ADD CONSTRAINT "saved_filters_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donor_merges_kept_idx" ON "donor_merges" USING btree ("kept_id");--> statement-breakpoint
CREATE INDEX "donor_merges_merged_idx" ON "donor_merges" USING btree ("merged_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_settlements_uq" ON "reconciliation_settlements" USING btree ("provider","bill_date","difference_key");--> statement-breakpoint
CREATE INDEX "reconciliation_settlements_day_idx" ON "reconciliation_settlements" USING btree ("bill_date");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_filters_owner_name_uq" ON "saved_filters" USING btree ("staff_id","list","name");--> statement-breakpoint
CREATE INDEX "saved_filters_list_idx" ON "saved_filters" USING btree ("list","shared");