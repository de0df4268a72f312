ALTER TABLE "donations" ADD COLUMN "naming_type" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "refund_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "donations_refund_pending_idx" ON "donations" USING btree ("id") WHERE "donations"."refund_pending";--> statement-breakpoint
UPDATE "donations" d SET "naming_type" = coalesce(i."naming_type", 1) FROM "items" i WHERE d."items_id" = i."id" AND i."items_type" = 2;--> statement-breakpoint
-- A naming order that is cancelled or expires lets go of what it held, whichever path moved it
-- (the donor's cancel, the cashier, a newer order of the project, the expiry job, a read that
-- found it due): the release happens in the same transaction as the status change.
CREATE FUNCTION "alma_release_naming_holds"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  copies record;
BEGIN
  UPDATE "seat_claims" SET "state" = 'released', "released_at" = now()
    WHERE "donation_id" = NEW."id" AND "state" = 'held';
  -- Stock goes back in book-id order, the order holds take it in, so a release cannot deadlock a hold.
  FOR copies IN
    SELECT "book_id", sum("quantity")::int AS "quantity" FROM "book_claims"
      WHERE "donation_id" = NEW."id" AND "state" = 'held' GROUP BY "book_id" ORDER BY "book_id"
  LOOP
    UPDATE "books" SET "stock" = "stock" + copies."quantity" WHERE "id" = copies."book_id";
  END LOOP;
  UPDATE "book_claims" SET "state" = 'released', "released_at" = now()
    WHERE "donation_id" = NEW."id" AND "state" = 'held';
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "donations_release_naming_holds" AFTER UPDATE OF "status" ON "donations"
  FOR EACH ROW
  WHEN (OLD."status" = 'PENDING' AND NEW."status" IN ('CANCELLED', 'EXPIRED') AND NEW."naming_type" > 0)
  EXECUTE FUNCTION "alma_release_naming_holds"();
