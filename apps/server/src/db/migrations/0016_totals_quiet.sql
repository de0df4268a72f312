-- The totals' writer no longer sends NOTIFY alma_cache in the paying transaction (0015). On
-- PostgreSQL a transaction that has notified takes the cluster-wide notify lock at commit and holds
-- it through its WAL flush, so every payment's commit waited for the one before: saturated payment
-- notifications fell from 1,083/s to 546-700/s, PostgreSQL CPU per payment rose from 0.88 to
-- 1.43-1.74 ms (bench/notifications.ts). The ledger tells the other instances instead, at most
-- once per 250 ms for all payments meanwhile (PublicCache.invalidateSoon).
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
END;
$$;
