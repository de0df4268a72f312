-- A pool keeps one counter, what its matches hold (reserved or confirmed): a payment confirms a
-- match without touching the pool's row, so the row is not a queue every payment waits in (a 10:00
-- burst measured 45 orders/s with both counters on it, bench/giving-day.ts).
UPDATE "matching_pools" SET "used_fen" = "reserved_fen" + "confirmed_fen";--> statement-breakpoint
ALTER TABLE "matching_pools" DROP CONSTRAINT "matching_pools_never_overspent";--> statement-breakpoint
ALTER TABLE "matching_pools" DROP COLUMN "reserved_fen";--> statement-breakpoint
ALTER TABLE "matching_pools" DROP COLUMN "confirmed_fen";--> statement-breakpoint
ALTER TABLE "matching_pools" ADD CONSTRAINT "matching_pools_never_overspent" CHECK ("matching_pools"."used_fen" >= 0 and "matching_pools"."used_fen" <= "matching_pools"."size_fen");--> statement-breakpoint
-- A gift's pool matches move with its order, by whatever statement moves the order (the ledger's
-- settle, cancel, expiry, refunds, and the placing script's cancel of an earlier unpaid order), in
-- the same transaction: paid confirms them (their rows only: the pool's counter already holds them),
-- cancelled or expired releases them, refunded gives them back. A partial refund shrinks a match to
-- what the rules give for what the gift still holds (none under the pool's minimum). A late payment
-- of a released order is not matched again. A pool's row is locked (pools in id order, as placing
-- locks them) only when its counter moves.
CREATE FUNCTION "alma_move_pool_matches"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."status" = 'PENDING' AND NEW."status" = 'PAID' THEN
    UPDATE "pool_matches" SET "status" = 'CONFIRMED', "updated_at" = now()
      WHERE "donation_id" = NEW."id" AND "status" = 'RESERVED';
    RETURN NULL;
  END IF;
  PERFORM 1 FROM "matching_pools" WHERE "id" IN (
      SELECT "pool_id" FROM "pool_matches" WHERE "donation_id" = NEW."id" AND "status" IN ('RESERVED', 'CONFIRMED'))
    ORDER BY "id" FOR UPDATE;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  IF OLD."status" = 'PENDING' THEN
    WITH moved AS (
      UPDATE "pool_matches" SET "status" = 'RELEASED', "updated_at" = now()
        WHERE "donation_id" = NEW."id" AND "status" = 'RESERVED'
        RETURNING "pool_id", "match_fen")
    UPDATE "matching_pools" p SET "used_fen" = p."used_fen" - moved."match_fen"
      FROM moved WHERE p."id" = moved."pool_id";
  ELSIF NEW."status" = 'REFUNDED' THEN
    WITH held AS (
      SELECT "id", "match_fen" FROM "pool_matches" WHERE "donation_id" = NEW."id" AND "status" = 'CONFIRMED'),
    moved AS (
      UPDATE "pool_matches" m SET "status" = 'TAKEN_BACK', "taken_back_fen" = m."taken_back_fen" + held."match_fen",
          "match_fen" = 0, "batched" = false, "updated_at" = now()
        FROM held WHERE m."id" = held."id"
        RETURNING m."pool_id", held."match_fen" AS "back")
    UPDATE "matching_pools" p SET "used_fen" = p."used_fen" - moved."back"
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
    UPDATE "matching_pools" p SET "used_fen" = p."used_fen" - moved."back"
      FROM moved WHERE p."id" = moved."pool_id";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "donations_move_pool_matches" AFTER UPDATE OF "status", "money_fen" ON "donations" FOR EACH ROW
  WHEN ((OLD."status" = 'PENDING' AND NEW."status" IN ('PAID', 'CANCELLED', 'EXPIRED'))
    OR (OLD."status" IN ('PAID', 'PARTLY_REFUNDED') AND NEW."status" IN ('PARTLY_REFUNDED', 'REFUNDED')
      AND (NEW."status" <> OLD."status" OR NEW."money_fen" <> OLD."money_fen")))
  EXECUTE FUNCTION "alma_move_pool_matches"();
