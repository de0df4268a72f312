-- The totals' one writer also tells the other server instances that the answers cached from them
-- are stale: a NOTIFY in the transaction that moved them, delivered at its commit, instead of a
-- NOTIFY of its own after it (a second commit per payment). Only where a connection asks for it
-- (alma.cache_notify = 'on': the PostgreSQL pool's connections); one process owns a PGlite
-- directory, and its in-process listeners are told by the cache without a transaction. The payload is the public cache's: a sender (not an
-- instance id, so every instance drops) and the scopes (http/public-cache.ts, CACHE_SCOPES).
CREATE OR REPLACE FUNCTION "alma_apply_order_totals"(p_items integer, p_sub integer, p_together integer,
    p_money bigint, p_units integer, p_count integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_money = 0 AND p_units = 0 AND p_count = 0 THEN
    RETURN;
  END IF;
  UPDATE "items" SET "complete_money_fen" = "complete_money_fen" + p_money,
      "complete_material_number" = "complete_material_number" + p_units,
      "pay_counts" = "pay_counts" + p_count
    WHERE "id" = p_items;
  IF p_sub IS NOT NULL AND p_money <> 0 THEN
    UPDATE "sub_items" SET "complete_money_fen" = "complete_money_fen" + p_money WHERE "id" = p_sub;
  END IF;
  IF p_together IS NOT NULL THEN
    UPDATE "togethers" SET "complete_money_fen" = "complete_money_fen" + p_money,
        "complete_material_number" = "complete_material_number" + p_units,
        "participants" = "participants" + p_count
      WHERE "id" = p_together;
  END IF;
  IF current_setting('alma.cache_notify', true) = 'on' THEN
    -- NOTIFYs of one transaction with the same payload are delivered once.
    PERFORM pg_notify('alma_cache', 'ledger donations,items,togethers');
  END IF;
END;
$$;
