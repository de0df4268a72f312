CREATE TABLE "donor_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"channel" text,
	"contact_on" date,
	"text" text NOT NULL,
	"staff_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donor_notes_kind_check" CHECK ("donor_notes"."kind" in ('note', 'contact')),
	CONSTRAINT "donor_notes_contact_check" CHECK (("donor_notes"."kind" = 'note' and "donor_notes"."channel" is null and "donor_notes"."contact_on" is null) or ("donor_notes"."kind" = 'contact' and "donor_notes"."channel" is not null and "donor_notes"."contact_on" is not null))
);
--> statement-breakpoint
CREATE TABLE "donor_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"tag" text NOT NULL,
	"staff_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donor_tags_length_check" CHECK (char_length("donor_tags"."tag") between 1 and 20)
);
--> statement-breakpoint
ALTER TABLE "donor_notes" ADD CONSTRAINT "donor_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donor_notes" ADD CONSTRAINT "donor_notes_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donor_tags" ADD CONSTRAINT "donor_tags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donor_tags" ADD CONSTRAINT "donor_tags_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donor_notes_user_idx" ON "donor_notes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "donor_tags_user_tag_uq" ON "donor_tags" USING btree ("user_id","tag");--> statement-breakpoint
CREATE INDEX "donor_tags_tag_idx" ON "donor_tags" USING btree ("tag");