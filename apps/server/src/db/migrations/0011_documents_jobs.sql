CREATE TABLE "certificates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"donation_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"items_id" integer NOT NULL,
	"serial_no" text NOT NULL,
	"title_name" text NOT NULL,
	"image_key" text,
	"rendered_at" timestamp with time zone,
	"is_need_paper" boolean DEFAULT false NOT NULL,
	"status" smallint,
	"certificate_way" smallint,
	"postal_sealed" text DEFAULT '' NOT NULL,
	"express_company" text DEFAULT '' NOT NULL,
	"express_no" text DEFAULT '' NOT NULL,
	"applied_at" timestamp with time zone,
	"status_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificates_donation_id_unique" UNIQUE("donation_id"),
	CONSTRAINT "certificates_serial_no_unique" UNIQUE("serial_no"),
	CONSTRAINT "certificates_status_check" CHECK ("certificates"."status" is null or "certificates"."status" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"donation_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"items_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"donor_type" smallint NOT NULL,
	"donor_name" text NOT NULL,
	"receipt_type" smallint NOT NULL,
	"receipt_way" smallint NOT NULL,
	"details_sealed" text DEFAULT '' NOT NULL,
	"express_company" text DEFAULT '' NOT NULL,
	"express_no" text DEFAULT '' NOT NULL,
	"invoice_code" text DEFAULT '' NOT NULL,
	"invoice_no" text DEFAULT '' NOT NULL,
	"check_code" text DEFAULT '' NOT NULL,
	"issuer" text DEFAULT '' NOT NULL,
	"issued_at" timestamp with time zone,
	"file_key" text,
	"voided_at" timestamp with time zone,
	"void_file_key" text,
	"sent_at" timestamp with time zone,
	"send_error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipts_donation_id_unique" UNIQUE("donation_id"),
	CONSTRAINT "receipts_status_check" CHECK ("receipts"."status" between 1 and 7)
);
--> statement-breakpoint
CREATE TABLE "job_schedules" (
	"name" text PRIMARY KEY NOT NULL,
	"every_seconds" integer NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"singleton_key" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"event_id" bigint,
	"state" text DEFAULT 'queued' NOT NULL,
	"priority" smallint DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 8 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"last_error" text DEFAULT '' NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_state_check" CHECK ("jobs"."state" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "outbox_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"donation_id" bigint,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "certificate_template" jsonb;--> statement-breakpoint
ALTER TABLE "receipt_config" ADD COLUMN "certificate_way_paper_list" jsonb DEFAULT '["1","2"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_items_id_items_id_fk" FOREIGN KEY ("items_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_items_id_items_id_fk" FOREIGN KEY ("items_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_event_id_outbox_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."outbox_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificates_user_idx" ON "certificates" USING btree ("user_id","is_need_paper","id");--> statement-breakpoint
CREATE INDEX "certificates_paper_idx" ON "certificates" USING btree ("status","applied_at") WHERE "certificates"."is_need_paper";--> statement-breakpoint
CREATE INDEX "receipts_user_idx" ON "receipts" USING btree ("user_id","status","id");--> statement-breakpoint
CREATE INDEX "receipts_status_idx" ON "receipts" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_singleton_idx" ON "jobs" USING btree ("name","singleton_key") WHERE "jobs"."singleton_key" is not null;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at","id") WHERE "jobs"."state" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "jobs_state_idx" ON "jobs" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "jobs_event_idx" ON "jobs" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "outbox_events_donation_idx" ON "outbox_events" USING btree ("donation_id","id");--> statement-breakpoint
-- A queued job wakes every instance's runner when its transaction commits (jobs/queue/job-runner.ts
-- listens); the runner's poll is only the fallback for a missed notification and for retries.
CREATE FUNCTION "alma_jobs_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('alma_jobs', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "jobs_notify" AFTER INSERT ON "jobs" FOR EACH STATEMENT EXECUTE FUNCTION "alma_jobs_notify"();
