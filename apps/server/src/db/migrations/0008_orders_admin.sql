CREATE TABLE "payment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"donation_id" bigint NOT NULL,
	"refund_id" integer,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"result" text DEFAULT '' NOT NULL,
	"amount_fen" bigint,
	"reference" text DEFAULT '' NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"donation_id" bigint NOT NULL,
	"amount_fen" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"refund_no" text NOT NULL,
	"requested_by" integer NOT NULL,
	"request_key" text,
	"decided_by" integer,
	"decision_note" text DEFAULT '' NOT NULL,
	"failure_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_fen" > 0),
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('AWAITING_APPROVAL', 'REJECTED', 'PROCESSING', 'SUCCEEDED', 'FAILED'))
);
--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "refunded_fen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_requested_by_staff_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_decided_by_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_events_donation_idx" ON "payment_events" USING btree ("donation_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_refund_no_idx" ON "refunds" USING btree ("refund_no");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_request_key_idx" ON "refunds" USING btree ("donation_id","request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_one_open_idx" ON "refunds" USING btree ("donation_id") WHERE "refunds"."status" in ('AWAITING_APPROVAL', 'PROCESSING');--> statement-breakpoint
CREATE INDEX "refunds_status_idx" ON "refunds" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "donations_created_idx" ON "donations" USING btree ("created_at","id");