CREATE TABLE "naming_maps" (
	"id" serial PRIMARY KEY NOT NULL,
	"items_id" integer NOT NULL,
	"name" text NOT NULL,
	"definition" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "seats_items_idx";--> statement-breakpoint
ALTER TABLE "seat_claims" ADD COLUMN "install_state" text DEFAULT 'ordered' NOT NULL;--> statement-breakpoint
ALTER TABLE "seat_claims" ADD COLUMN "install_photo" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "seat_claims" ADD COLUMN "install_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seats" ADD COLUMN "display_no" integer;--> statement-breakpoint
ALTER TABLE "seats" ADD COLUMN "seat_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "seats" ADD COLUMN "seat_img" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "seats" ADD COLUMN "seat_intro" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "naming_maps" ADD CONSTRAINT "naming_maps_items_id_items_id_fk" FOREIGN KEY ("items_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "naming_maps_name_idx" ON "naming_maps" USING btree ("name");--> statement-breakpoint
CREATE INDEX "naming_maps_items_idx" ON "naming_maps" USING btree ("items_id");--> statement-breakpoint
CREATE INDEX "seats_items_idx" ON "seats" USING btree ("items_id","seat_name");--> statement-breakpoint
ALTER TABLE "seat_claims" ADD CONSTRAINT "seat_claims_install_state_check" CHECK ("seat_claims"."install_state" in ('ordered', 'made', 'installed'));