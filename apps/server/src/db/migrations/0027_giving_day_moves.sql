CREATE TABLE "giving_day_challenges" (
	"id" serial PRIMARY KEY NOT NULL,
	"giving_day_id" integer NOT NULL,
	"sponsor" text NOT NULL,
	"item_id" integer NOT NULL,
	"unlock_donors" integer,
	"unlock_fen" bigint,
	"amount_fen" bigint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"met_at" timestamp with time zone,
	"donation_id" bigint,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "giving_day_challenges_window" CHECK ("giving_day_challenges"."ends_at" > "giving_day_challenges"."starts_at"),
	CONSTRAINT "giving_day_challenges_amount" CHECK ("giving_day_challenges"."amount_fen" > 0),
	CONSTRAINT "giving_day_challenges_goal" CHECK (("giving_day_challenges"."unlock_donors" is null) <> ("giving_day_challenges"."unlock_fen" is null) and coalesce("giving_day_challenges"."unlock_donors", 1) > 0 and coalesce("giving_day_challenges"."unlock_fen", 1) > 0)
);
--> statement-breakpoint
CREATE TABLE "giving_day_contests" (
	"id" serial PRIMARY KEY NOT NULL,
	"giving_day_id" integer NOT NULL,
	"title" text NOT NULL,
	"prize" text DEFAULT '' NOT NULL,
	"board" text NOT NULL,
	"metric" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "giving_day_contests_window" CHECK ("giving_day_contests"."ends_at" > "giving_day_contests"."starts_at"),
	CONSTRAINT "giving_day_contests_metric" CHECK ("giving_day_contests"."metric" in ('donors', 'money'))
);
--> statement-breakpoint
CREATE TABLE "giving_day_gifts" (
	"giving_day_id" integer NOT NULL,
	"donation_id" bigint NOT NULL,
	"board_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "giving_day_gifts_giving_day_id_donation_id_pk" PRIMARY KEY("giving_day_id","donation_id")
);
--> statement-breakpoint
ALTER TABLE "pool_matches" DROP CONSTRAINT "pool_matches_amounts";--> statement-breakpoint
ALTER TABLE "giving_days" ADD COLUMN "board_fields" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "giving_days" ADD COLUMN "boards_paused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "matching_pools" ADD COLUMN "used_fen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pool_matches" ADD COLUMN "taken_back_fen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pool_matches" ADD COLUMN "full_fen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pool_matches" ADD COLUMN "shortfall" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "giving_day_challenges" ADD CONSTRAINT "giving_day_challenges_giving_day_id_giving_days_id_fk" FOREIGN KEY ("giving_day_id") REFERENCES "public"."giving_days"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giving_day_challenges" ADD CONSTRAINT "giving_day_challenges_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giving_day_challenges" ADD CONSTRAINT "giving_day_challenges_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giving_day_challenges" ADD CONSTRAINT "giving_day_challenges_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giving_day_contests" ADD CONSTRAINT "giving_day_contests_giving_day_id_giving_days_id_fk" FOREIGN KEY ("giving_day_id") REFERENCES "public"."giving_days"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giving_day_gifts" ADD CONSTRAINT "giving_day_gifts_giving_day_id_giving_days_id_fk" FOREIGN KEY ("giving_day_id") REFERENCES "public"."giving_days"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giving_day_gifts" ADD CONSTRAINT "giving_day_gifts_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "giving_day_challenges_day_idx" ON "giving_day_challenges" USING btree ("giving_day_id");--> statement-breakpoint
CREATE INDEX "giving_day_contests_day_idx" ON "giving_day_contests" USING btree ("giving_day_id");--> statement-breakpoint
CREATE INDEX "giving_day_gifts_donation_idx" ON "giving_day_gifts" USING btree ("donation_id");--> statement-breakpoint
ALTER TABLE "pool_matches" ADD CONSTRAINT "pool_matches_amounts" CHECK ("pool_matches"."gift_fen" > 0 and "pool_matches"."match_fen" >= 0 and "pool_matches"."taken_back_fen" >= 0);