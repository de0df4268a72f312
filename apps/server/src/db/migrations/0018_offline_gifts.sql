-- Gifts received outside the app (issue 21): how the money came, beside the order the ledger inserted PAID.
CREATE TABLE "offline_gifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"donation_id" bigint NOT NULL,
	"method" text NOT NULL,
	"received_on" date NOT NULL,
	"payer_name" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"voucher_key" text DEFAULT '' NOT NULL,
	"recorded_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	CONSTRAINT "offline_gifts_donation_id_unique" UNIQUE("donation_id"),
	CONSTRAINT "offline_gifts_method_check" CHECK ("offline_gifts"."method" in ('bank_transfer', 'cash', 'cheque', 'other'))
);
--> statement-breakpoint
ALTER TABLE "offline_gifts" ADD CONSTRAINT "offline_gifts_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_gifts" ADD CONSTRAINT "offline_gifts_recorded_by_staff_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offline_gifts_reference_idx" ON "offline_gifts" USING btree ("method","reference") WHERE "offline_gifts"."voided_at" is null and "offline_gifts"."reference" <> '';--> statement-breakpoint
CREATE INDEX "offline_gifts_received_idx" ON "offline_gifts" USING btree ("received_on","id");