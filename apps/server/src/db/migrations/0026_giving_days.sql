CREATE TABLE "giving_day_items" (
	"giving_day_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	CONSTRAINT "giving_day_items_giving_day_id_item_id_pk" PRIMARY KEY("giving_day_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "giving_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"goal_fen" bigint DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "giving_days_window" CHECK ("giving_days"."ends_at" > "giving_days"."starts_at"),
	CONSTRAINT "giving_days_goal" CHECK ("giving_days"."goal_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "matching_pool_items" (
	"pool_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	CONSTRAINT "matching_pool_items_pool_id_item_id_pk" PRIMARY KEY("pool_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "matching_pools" (
	"id" serial PRIMARY KEY NOT NULL,
	"giving_day_id" integer NOT NULL,
	"sponsor" text NOT NULL,
	"size_fen" bigint NOT NULL,
	"ratio_percent" integer DEFAULT 100 NOT NULL,
	"min_gift_fen" bigint DEFAULT 0 NOT NULL,
	"gift_cap_fen" bigint,
	"donor_cap_fen" bigint,
	"donor_gifts_per_day" integer,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"fair_release_seconds" integer DEFAULT 0 NOT NULL,
	"donor_field" text DEFAULT '' NOT NULL,
	"donor_values" text[] DEFAULT '{}'::text[] NOT NULL,
	"reserved_fen" bigint DEFAULT 0 NOT NULL,
	"confirmed_fen" bigint DEFAULT 0 NOT NULL,
	"batch_shared_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matching_pools_size" CHECK ("matching_pools"."size_fen" > 0),
	CONSTRAINT "matching_pools_ratio" CHECK ("matching_pools"."ratio_percent" between 1 and 1000),
	CONSTRAINT "matching_pools_window" CHECK ("matching_pools"."closes_at" > "matching_pools"."opens_at"),
	CONSTRAINT "matching_pools_fair_window" CHECK ("matching_pools"."fair_release_seconds" between 0 and 3600),
	CONSTRAINT "matching_pools_caps" CHECK ("matching_pools"."min_gift_fen" >= 0 and coalesce("matching_pools"."gift_cap_fen", 0) >= 0 and coalesce("matching_pools"."donor_cap_fen", 0) >= 0 and coalesce("matching_pools"."donor_gifts_per_day", 0) >= 0),
	CONSTRAINT "matching_pools_never_overspent" CHECK ("matching_pools"."reserved_fen" >= 0 and "matching_pools"."confirmed_fen" >= 0 and "matching_pools"."reserved_fen" + "matching_pools"."confirmed_fen" <= "matching_pools"."size_fen")
);
--> statement-breakpoint
CREATE TABLE "pool_matches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pool_id" integer NOT NULL,
	"donation_id" bigint NOT NULL,
	"donor_key" text NOT NULL,
	"gift_fen" bigint NOT NULL,
	"match_fen" bigint NOT NULL,
	"status" text DEFAULT 'RESERVED' NOT NULL,
	"batched" boolean DEFAULT false NOT NULL,
	"placed_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pool_matches_status" CHECK ("pool_matches"."status" in ('RESERVED', 'CONFIRMED', 'RELEASED', 'TAKEN_BACK')),
	CONSTRAINT "pool_matches_amounts" CHECK ("pool_matches"."gift_fen" > 0 and "pool_matches"."match_fen" >= 0)
);
--> statement-breakpoint
ALTER TABLE "giving_day_items" ADD CONSTRAINT "giving_day_items_giving_day_id_giving_days_id_fk" FOREIGN KEY ("giving_day_id") REFERENCES "public"."giving_days"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giving_day_items" ADD CONSTRAINT "giving_day_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giving_days" ADD CONSTRAINT "giving_days_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matching_pool_items" ADD CONSTRAINT "matching_pool_items_pool_id_matching_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."matching_pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matching_pool_items" ADD CONSTRAINT "matching_pool_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matching_pools" ADD CONSTRAINT "matching_pools_giving_day_id_giving_days_id_fk" FOREIGN KEY ("giving_day_id") REFERENCES "public"."giving_days"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_matches" ADD CONSTRAINT "pool_matches_pool_id_matching_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."matching_pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_matches" ADD CONSTRAINT "pool_matches_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "giving_day_items_item_idx" ON "giving_day_items" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "matching_pools_day_idx" ON "matching_pools" USING btree ("giving_day_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pool_matches_pool_donation_idx" ON "pool_matches" USING btree ("pool_id","donation_id");--> statement-breakpoint
CREATE INDEX "pool_matches_donor_idx" ON "pool_matches" USING btree ("pool_id","donor_key");--> statement-breakpoint
CREATE INDEX "pool_matches_donation_idx" ON "pool_matches" USING btree ("donation_id");