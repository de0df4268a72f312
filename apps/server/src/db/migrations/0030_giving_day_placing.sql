-- A giving-day gift is placed in one round trip, like any gift (issue 25): the pools' rules and
-- ledger steps run here, as functions the placing script calls, instead of a dozen statements sent
-- one by one from the server. The burst bench measured the statement-by-statement placing at four
-- times an ordinary gift's CPU. The rules are those of pool-match-rules.ts, which stays their
-- published reference: pool-match-model.test.ts checks these functions against it.

-- What a pool's rules give a gift, before what the pool has left: the minimum gift, the donor's
-- matched gifts per day, the per-gift cap, the donor's cap, in that order; the first limit that cut
-- the match is its shortfall. Every amount rounds down to the fen (matchOf).
CREATE FUNCTION "alma_match_of"(
  p_gift_fen bigint, p_ratio_percent integer, p_min_gift_fen bigint, p_gift_cap_fen bigint,
  p_donor_cap_fen bigint, p_donor_gifts_per_day integer, p_used_fen bigint, p_used_gifts integer,
  OUT match_fen bigint, OUT full_fen bigint, OUT shortfall text)
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  full_fen := p_gift_fen * p_ratio_percent / 100;
  IF full_fen <= 0 OR p_gift_fen < p_min_gift_fen THEN
    match_fen := 0;
    shortfall := 'minimum';
    RETURN;
  END IF;
  IF p_donor_gifts_per_day IS NOT NULL AND p_used_gifts >= p_donor_gifts_per_day THEN
    match_fen := 0;
    shortfall := 'donorGifts';
    RETURN;
  END IF;
  match_fen := full_fen;
  shortfall := 'none';
  IF p_gift_cap_fen IS NOT NULL AND p_gift_cap_fen < match_fen THEN
    match_fen := greatest(0, p_gift_cap_fen);
    shortfall := 'giftCap';
  END IF;
  IF p_donor_cap_fen IS NOT NULL AND p_donor_cap_fen - p_used_fen < match_fen THEN
    match_fen := greatest(0, p_donor_cap_fen - p_used_fen);
    IF shortfall = 'none' THEN
      shortfall := 'donorCap';
    END IF;
  END IF;
END;
$$;--> statement-breakpoint

-- A pool's fair-release batch shared out, once, after its window (its row locked first): each gift
-- of the window still standing asks its match under the rules as if the pool were endless, a
-- donor's earlier gifts in the batch counting toward their caps (batchWants); if the pool holds
-- them all each gets what it asked, otherwise its share pro rata, rounded down, the fen the
-- rounding leaves one each to the largest remainders, ties to the earlier gift (allocateBatch).
-- One UPDATE for the whole batch. Answers whether it shared (false: not due, or shared already).
CREATE FUNCTION "alma_share_batch"(p_pool_id integer, p_now timestamptz) RETURNS boolean
LANGUAGE plpgsql AS $$
DECLARE
  v_pool "matching_pools"%ROWTYPE;
  v_entry record;
  v_want record;
  v_donor text := NULL;
  v_used_fen bigint := 0;
  v_used_gifts integer := 0;
  v_ids bigint[] := '{}';
  v_order bigint[] := '{}';
  v_wants bigint[] := '{}';
  v_shortfalls text[] := '{}';
  v_total numeric := 0;
  v_free bigint;
  v_shared bigint;
BEGIN
  SELECT * INTO v_pool FROM "matching_pools" WHERE "id" = p_pool_id FOR UPDATE;
  IF NOT FOUND OR v_pool."fair_release_seconds" = 0 OR v_pool."batch_shared_at" IS NOT NULL
      OR p_now < v_pool."opens_at" + v_pool."fair_release_seconds" * interval '1 second' THEN
    RETURN false;
  END IF;
  -- A donor's gifts together, in the order they were placed; each gift keeps its place in the
  -- batch's order for the ties.
  FOR v_entry IN
    SELECT m."id", m."gift_fen", m."donor_key", m."shortfall",
        row_number() OVER (ORDER BY m."created_at", m."id") AS "place"
      FROM "pool_matches" m
      WHERE m."pool_id" = p_pool_id AND m."batched" AND m."status" IN ('RESERVED', 'CONFIRMED')
      ORDER BY m."donor_key", m."created_at", m."id"
  LOOP
    IF v_donor IS DISTINCT FROM v_entry."donor_key" THEN
      v_donor := v_entry."donor_key";
      v_used_fen := 0;
      v_used_gifts := 0;
    END IF;
    SELECT * INTO v_want FROM "alma_match_of"(v_entry."gift_fen", v_pool."ratio_percent",
      v_pool."min_gift_fen", v_pool."gift_cap_fen", v_pool."donor_cap_fen", v_pool."donor_gifts_per_day",
      v_used_fen, v_used_gifts);
    v_used_fen := v_used_fen + v_want."match_fen";
    v_used_gifts := v_used_gifts + (v_want."match_fen" > 0)::integer;
    v_ids := v_ids || v_entry."id";
    v_order := v_order || v_entry."place";
    v_wants := v_wants || v_want."match_fen";
    v_shortfalls := v_shortfalls || v_entry."shortfall";
    v_total := v_total + v_want."match_fen";
  END LOOP;
  v_free := v_pool."size_fen" - v_pool."used_fen";
  WITH "batch" AS (
    SELECT * FROM unnest(v_ids, v_order, v_wants, v_shortfalls) AS b("id", "place", "want", "shortfall")
  ), "split" AS (
    SELECT b.*,
        CASE WHEN v_total <= v_free THEN b."want"::numeric ELSE div(b."want"::numeric * v_free, v_total) END AS "fen",
        CASE WHEN v_total <= v_free THEN 0 ELSE mod(b."want"::numeric * v_free, v_total) END AS "remainder"
      FROM "batch" b
  ), "ranked" AS (
    SELECT s.*, row_number() OVER (ORDER BY s."remainder" DESC, s."place") AS "rank",
        v_free - sum(s."fen") OVER () AS "left"
      FROM "split" s
  ), "moved" AS (
    UPDATE "pool_matches" m
      SET "match_fen" = r."fen" + CASE WHEN v_total > v_free AND r."rank" <= r."left" THEN 1 ELSE 0 END,
          "shortfall" = CASE WHEN r."fen" + CASE WHEN v_total > v_free AND r."rank" <= r."left" THEN 1 ELSE 0 END < r."want"
            THEN 'pool' ELSE r."shortfall" END,
          "batched" = false, "updated_at" = p_now
      FROM "ranked" r WHERE m."id" = r."id"
      RETURNING m."match_fen")
  SELECT coalesce(sum("match_fen"), 0) INTO v_shared FROM "moved";
  UPDATE "matching_pools" SET "used_fen" = "used_fen" + v_shared, "batch_shared_at" = p_now
    WHERE "id" = p_pool_id;
  RETURN true;
END;
$$;--> statement-breakpoint

-- A gift placed: each pool open at p_now that matches its project (a pool naming none: every project
-- of its day), and its donor for a pool scoped to a donor field, reserves the gift's match, pools in
-- id order (as the trigger of migration 0028 locks them, so two transactions cannot deadlock). The
-- first gift after a pool's fair-release window shares its batch before anything is read. The
-- donor's use is read first (their own placings queue on their order limit's lock). In the window,
-- while the batch is not shared, the gift joins it under a share lock (gifts of the window do not
-- queue for each other; the share waits for them); otherwise it takes what the rules give from what
-- is left, under the pool row's lock until the commit. A gift no pool matched is written too (0,
-- with why). Answers each pool's match.
CREATE FUNCTION "alma_reserve_matches"(
  p_donation_id bigint, p_item_id integer, p_donor_key text, p_gift_fen bigint, p_fields jsonb,
  p_now timestamptz, p_day date)
RETURNS TABLE ("pool_id" integer, "sponsor" text, "match_fen" bigint, "full_fen" bigint, "shortfall" text,
  "batched" boolean)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_pool record;
  v_asked record;
  v_used_fen bigint;
  v_used_gifts integer;
  v_window_open boolean;
  v_shared_at timestamptz;
  v_free bigint;
  v_taken bigint;
  v_shortfall text;
BEGIN
  FOR v_pool IN
    SELECT p.* FROM "matching_pools" p
      JOIN "giving_day_items" gi ON gi."giving_day_id" = p."giving_day_id" AND gi."item_id" = p_item_id
      WHERE p."opens_at" <= p_now AND p."closes_at" > p_now
        AND (NOT EXISTS (SELECT 1 FROM "matching_pool_items" mi WHERE mi."pool_id" = p."id")
          OR EXISTS (SELECT 1 FROM "matching_pool_items" mi WHERE mi."pool_id" = p."id" AND mi."item_id" = p_item_id))
        AND (p."donor_field" = '' OR coalesce(p_fields ->> p."donor_field", '') = ANY (p."donor_values"))
      ORDER BY p."id"
  LOOP
    v_window_open := v_pool."fair_release_seconds" > 0 AND v_pool."batch_shared_at" IS NULL
      AND p_now < v_pool."opens_at" + v_pool."fair_release_seconds" * interval '1 second';
    IF NOT v_window_open AND v_pool."fair_release_seconds" > 0 AND v_pool."batch_shared_at" IS NULL THEN
      PERFORM "alma_share_batch"(v_pool."id", p_now);
    END IF;
    IF v_pool."donor_cap_fen" IS NULL AND v_pool."donor_gifts_per_day" IS NULL THEN
      v_used_fen := 0;
      v_used_gifts := 0;
    ELSE
      SELECT coalesce(sum(m."match_fen"), 0),
          count(*) FILTER (WHERE m."placed_on" = p_day AND (m."match_fen" > 0 OR m."batched"))
        INTO v_used_fen, v_used_gifts
        FROM "pool_matches" m
        WHERE m."pool_id" = v_pool."id" AND m."donor_key" = p_donor_key AND m."status" IN ('RESERVED', 'CONFIRMED');
    END IF;
    SELECT * INTO v_asked FROM "alma_match_of"(p_gift_fen, v_pool."ratio_percent", v_pool."min_gift_fen",
      v_pool."gift_cap_fen", v_pool."donor_cap_fen", v_pool."donor_gifts_per_day", v_used_fen, v_used_gifts);
    IF v_asked."match_fen" > 0 AND v_window_open THEN
      SELECT p."batch_shared_at" INTO v_shared_at FROM "matching_pools" p WHERE p."id" = v_pool."id" FOR SHARE;
      IF v_shared_at IS NULL THEN
        INSERT INTO "pool_matches" ("pool_id", "donation_id", "donor_key", "gift_fen", "match_fen", "full_fen",
            "shortfall", "batched", "placed_on", "created_at", "updated_at")
          VALUES (v_pool."id", p_donation_id, p_donor_key, p_gift_fen, 0, v_asked."full_fen",
            v_asked."shortfall", true, p_day, p_now, p_now);
        pool_id := v_pool."id";
        sponsor := v_pool."sponsor";
        match_fen := 0;
        full_fen := v_asked."full_fen";
        shortfall := v_asked."shortfall";
        batched := true;
        RETURN NEXT;
        CONTINUE;
      END IF;
      -- Shared while this gift was on its way (its request came in the window, the batch had gone):
      -- it is matched from what is left, as any gift after the window.
    END IF;
    v_taken := 0;
    IF v_asked."match_fen" > 0 THEN
      SELECT p."size_fen" - p."used_fen" INTO v_free FROM "matching_pools" p WHERE p."id" = v_pool."id" FOR UPDATE;
      v_taken := least(v_asked."match_fen", v_free);
      IF v_taken > 0 THEN
        UPDATE "matching_pools" p SET "used_fen" = p."used_fen" + v_taken WHERE p."id" = v_pool."id";
      END IF;
    END IF;
    v_shortfall := CASE WHEN v_asked."shortfall" <> 'none' THEN v_asked."shortfall"
      WHEN v_taken < v_asked."match_fen" THEN 'pool' ELSE 'none' END;
    INSERT INTO "pool_matches" ("pool_id", "donation_id", "donor_key", "gift_fen", "match_fen", "full_fen",
        "shortfall", "batched", "placed_on", "created_at", "updated_at")
      VALUES (v_pool."id", p_donation_id, p_donor_key, p_gift_fen, v_taken, v_asked."full_fen",
        v_shortfall, false, p_day, p_now, p_now);
    pool_id := v_pool."id";
    sponsor := v_pool."sponsor";
    match_fen := v_taken;
    full_fen := v_asked."full_fen";
    shortfall := v_shortfall;
    batched := false;
    RETURN NEXT;
  END LOOP;
END;
$$;--> statement-breakpoint

-- The giving-day part of placing a gift, the last statement of its placing script (after the order
-- limit's lock and the order's insert, place-repository.ts): the order just placed (none when the
-- limit was full) joins each live day's boards with only the donor fields that day ranks by
-- (p_boards: [{"givingDayId", "boardValues"}]), then reserves its matches.
CREATE FUNCTION "alma_enter_giving_day"(
  p_bill_no text, p_boards jsonb, p_donor_key text, p_fields jsonb, p_now timestamptz, p_day date)
RETURNS TABLE ("pool_id" integer, "sponsor" text, "match_fen" bigint, "full_fen" bigint, "shortfall" text,
  "batched" boolean)
LANGUAGE plpgsql AS $$
DECLARE
  v_gift record;
BEGIN
  SELECT d."id", d."items_id", d."money_fen" INTO v_gift FROM "donations" d WHERE d."bill_no" = p_bill_no;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  INSERT INTO "giving_day_gifts" ("giving_day_id", "donation_id", "board_values", "created_at")
    SELECT (b ->> 'givingDayId')::integer, v_gift."id", b -> 'boardValues', p_now
      FROM jsonb_array_elements(p_boards) b;
  RETURN QUERY SELECT * FROM "alma_reserve_matches"(v_gift."id", v_gift."items_id", p_donor_key,
    v_gift."money_fen", p_fields, p_now, p_day);
END;
$$;
