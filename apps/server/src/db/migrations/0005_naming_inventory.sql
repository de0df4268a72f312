CREATE TABLE "book_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"items_id" integer NOT NULL,
	"title" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "book_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"book_id" integer NOT NULL,
	"donation_id" bigint NOT NULL,
	"state" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_fen" bigint NOT NULL,
	"nameplates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"named_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "book_claims_quantity_check" CHECK ("book_claims"."quantity" > 0),
	CONSTRAINT "book_claims_state_check" CHECK ("book_claims"."state" in ('held', 'named', 'released'))
);
--> statement-breakpoint
CREATE TABLE "books" (
	"id" serial PRIMARY KEY NOT NULL,
	"items_id" integer NOT NULL,
	"category_id" integer,
	"title" text NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"press" text DEFAULT '' NOT NULL,
	"book_no" text DEFAULT '' NOT NULL,
	"unit_price_fen" bigint NOT NULL,
	"stock" integer NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"img_url" text DEFAULT '' NOT NULL,
	"naming_count" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "books_stock_check" CHECK ("books"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "nameplate_examples" (
	"items_id" integer PRIMARY KEY NOT NULL,
	"bg_img" text DEFAULT '' NOT NULL,
	"example_img" text DEFAULT '' NOT NULL,
	"config_data" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"detail_config" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seat_areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"items_id" integer NOT NULL,
	"title" text NOT NULL,
	"type" smallint NOT NULL,
	"img_url" text DEFAULT '' NOT NULL,
	"price_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seat_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"seat_id" integer NOT NULL,
	"donation_id" bigint NOT NULL,
	"state" text NOT NULL,
	"term_year" integer NOT NULL,
	"term_money_fen" bigint NOT NULL,
	"donor_name" text DEFAULT '' NOT NULL,
	"donor_identity" text DEFAULT '' NOT NULL,
	"donation_message" text DEFAULT '' NOT NULL,
	"named_at" timestamp with time zone,
	"named_until" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "seat_claims_state_check" CHECK ("seat_claims"."state" in ('held', 'named', 'released'))
);
--> statement-breakpoint
CREATE TABLE "seats" (
	"id" serial PRIMARY KEY NOT NULL,
	"area_id" integer NOT NULL,
	"items_id" integer NOT NULL,
	"label" text NOT NULL,
	"row_no" integer,
	"col_no" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"price_list" jsonb,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "book_categories" ADD CONSTRAINT "book_categories_items_id_items_id_fk" FOREIGN KEY ("items_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_claims" ADD CONSTRAINT "book_claims_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_claims" ADD CONSTRAINT "book_claims_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_items_id_items_id_fk" FOREIGN KEY ("items_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_category_id_book_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."book_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nameplate_examples" ADD CONSTRAINT "nameplate_examples_items_id_items_id_fk" FOREIGN KEY ("items_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_areas" ADD CONSTRAINT "seat_areas_items_id_items_id_fk" FOREIGN KEY ("items_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_claims" ADD CONSTRAINT "seat_claims_seat_id_seats_id_fk" FOREIGN KEY ("seat_id") REFERENCES "public"."seats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_claims" ADD CONSTRAINT "seat_claims_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_area_id_seat_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."seat_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_items_id_items_id_fk" FOREIGN KEY ("items_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "book_categories_items_idx" ON "book_categories" USING btree ("items_id","sort");--> statement-breakpoint
CREATE INDEX "book_claims_donation_idx" ON "book_claims" USING btree ("donation_id");--> statement-breakpoint
CREATE INDEX "book_claims_book_idx" ON "book_claims" USING btree ("book_id","state");--> statement-breakpoint
CREATE INDEX "books_items_idx" ON "books" USING btree ("items_id","category_id","sort");--> statement-breakpoint
CREATE INDEX "seat_areas_items_idx" ON "seat_areas" USING btree ("items_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "seat_claims_live_idx" ON "seat_claims" USING btree ("seat_id") WHERE "seat_claims"."state" in ('held', 'named');--> statement-breakpoint
CREATE INDEX "seat_claims_donation_idx" ON "seat_claims" USING btree ("donation_id");--> statement-breakpoint
CREATE INDEX "seats_area_idx" ON "seats" USING btree ("area_id","row_no","col_no");--> statement-breakpoint
CREATE INDEX "seats_items_idx" ON "seats" USING btree ("items_id");