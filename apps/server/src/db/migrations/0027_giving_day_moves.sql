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
ALTER TABLE "pool_matches" ADD CONSTRAINT "pool_matches_amounts" CHECK ("pool_matches"."gift_fen" > 0 and "pool_matches"."match_fen" >= 0 and "pool_matches"."taken_back_fen" >= 0);--> statement-breakpoint
-- A gift's pool matches move with its order, by whatever statement moves the order (the ledger's
-- settle, cancel, expiry, refunds, and the placing script's cancel of an earlier unpaid order), in
-- the same transaction: paid confirms them, cancelled or expired releases them, refunded gives them
-- back. A partial refund shrinks a match to what the rules give for what the gift still holds (none
-- under the pool's minimum). A late payment of a released order is not matched again. Pools are
-- locked in id order first, as placing locks them, so two transactions cannot deadlock.
CREATE FUNCTION "alma_move_pool_matches"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "matching_pools" WHERE "id" IN (
      SELECT "pool_id" FROM "pool_matches" WHERE "donation_id" = NEW."id" AND "status" IN ('RESERVED', 'CONFIRMED'))
    ORDER BY "id" FOR UPDATE;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  IF OLD."status" = 'PENDING' THEN
    WITH moved AS (
      UPDATE "pool_matches" SET "status" = CASE WHEN NEW."status" = 'PAID' THEN 'CONFIRMED' ELSE 'RELEASED' END,
          "updated_at" = now()
        WHERE "donation_id" = NEW."id" AND "status" = 'RESERVED'
        RETURNING "pool_id", "match_fen")
    UPDATE "matching_pools" p SET "reserved_fen" = p."reserved_fen" - moved."match_fen",
        "confirmed_fen" = p."confirmed_fen" + CASE WHEN NEW."status" = 'PAID' THEN moved."match_fen" ELSE 0 END
      FROM moved WHERE p."id" = moved."pool_id";
  ELSIF NEW."status" = 'REFUNDED' THEN
    WITH held AS (
      SELECT "id", "match_fen" FROM "pool_matches" WHERE "donation_id" = NEW."id" AND "status" = 'CONFIRMED'),
    moved AS (
      UPDATE "pool_matches" m SET "status" = 'TAKEN_BACK', "taken_back_fen" = m."taken_back_fen" + held."match_fen",
          "match_fen" = 0, "batched" = false, "updated_at" = now()
        FROM held WHERE m."id" = held."id"
        RETURNING m."pool_id", held."match_fen" AS "back")
    UPDATE "matching_pools" p SET "confirmed_fen" = p."confirmed_fen" - moved."back"
      FROM moved WHERE p."id" = moved."pool_id";
  ELSE
    WITH held AS (
      SELECT m."id", m."match_fen",
          CASE WHEN NEW."money_fen" < p."min_gift_fen" THEN 0
            ELSE least(m."match_fen", NEW."money_fen" * p."ratio_percent" / 100) END AS "keep"
        FROM "pool_matches" m JOIN "matching_pools" p ON p."id" = m."pool_id"
        WHERE m."donation_id" = NEW."id" AND m."status" = 'CONFIRMED'),
    moved AS (
      UPDATE "pool_matches" m SET "match_fen" = held."keep",
          "taken_back_fen" = m."taken_back_fen" + held."match_fen" - held."keep",
          "gift_fen" = NEW."money_fen", "updated_at" = now()
        FROM held WHERE m."id" = held."id"
        RETURNING m."pool_id", held."match_fen" - held."keep" AS "back")
    UPDATE "matching_pools" p SET "confirmed_fen" = p."confirmed_fen" - moved."back"
      FROM moved WHERE p."id" = moved."pool_id";
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "donations_move_pool_matches" AFTER UPDATE OF "status", "money_fen" ON "donations" FOR EACH ROW
  WHEN ((OLD."status" = 'PENDING' AND NEW."status" IN ('PAID', 'CANCELLED', 'EXPIRED'))
    OR (OLD."status" IN ('PAID', 'PARTLY_REFUNDED') AND NEW."status" IN ('PARTLY_REFUNDED', 'REFUNDED')
      AND (NEW."status" <> OLD."status" OR NEW."money_fen" <> OLD."money_fen")))
  EXECUTE FUNCTION "alma_move_pool_matches"();
