-- Cash and profit in the third release (SPEC §12.0, §12.3). Cash is the sum of every cash
-- ledger entry — deposits, operator trade results, bonuses, withdrawals and their fees, and the
-- trade kinds (trade_buy, trade_sell, trade_fee) whose CHECK arrives with migration 013 — and
-- Trade Profit is no longer "trade results less withdrawals": it is the operator's trade_result
-- entries plus the realized profit of the user's own sells (read from holdings, not kept here).
-- So the kept per-user and per-day sums (migrations 005 and 007) change their groups:
--   profit        → trade_result: operator trade results only (withdrawals reduce cash now)
--   cash (new)    : every entry, whatever its kind
-- deposit and bonus keep their meaning. Nothing here reads a table of migration 013, so it
-- applies with or without it.

ALTER TABLE ledger_totals RENAME COLUMN profit TO trade_result;
ALTER TABLE ledger_totals ADD COLUMN cash numeric(20,2) NOT NULL DEFAULT 0;
ALTER TABLE ledger_daily_totals RENAME COLUMN profit TO trade_result;
ALTER TABLE ledger_daily_totals ADD COLUMN cash numeric(20,2) NOT NULL DEFAULT 0;

CREATE OR REPLACE FUNCTION ledger_totals_follow_entries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_totals AS t (user_id, deposit, trade_result, bonus, cash)
  SELECT
    user_id,
    COALESCE(SUM(amount) FILTER (WHERE kind = 'deposit'), 0),
    COALESCE(SUM(amount) FILTER (WHERE kind = 'trade_result'), 0),
    COALESCE(SUM(amount) FILTER (WHERE kind = 'referral_bonus'), 0),
    COALESCE(SUM(amount), 0)
  FROM inserted
  GROUP BY user_id
  ON CONFLICT (user_id) DO UPDATE SET
    deposit      = t.deposit + EXCLUDED.deposit,
    trade_result = t.trade_result + EXCLUDED.trade_result,
    bonus        = t.bonus + EXCLUDED.bonus,
    cash         = t.cash + EXCLUDED.cash;
  RETURN NULL;
END;
$$;

CREATE OR REPLACE FUNCTION ledger_daily_totals_follow_entry() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_daily_totals AS t (user_id, day, deposit, trade_result, bonus, cash)
  VALUES (
    NEW.user_id,
    (NEW.created_at AT TIME ZONE 'UTC')::date,
    CASE WHEN NEW.kind = 'deposit' THEN NEW.amount ELSE 0 END,
    CASE WHEN NEW.kind = 'trade_result' THEN NEW.amount ELSE 0 END,
    CASE WHEN NEW.kind = 'referral_bonus' THEN NEW.amount ELSE 0 END,
    NEW.amount
  )
  ON CONFLICT (user_id, day) DO UPDATE SET
    deposit      = t.deposit + EXCLUDED.deposit,
    trade_result = t.trade_result + EXCLUDED.trade_result,
    bonus        = t.bonus + EXCLUDED.bonus,
    cash         = t.cash + EXCLUDED.cash;
  RETURN NULL;
END;
$$;

-- The new groups for the entries written before: recomputed from the ledger, as the checks
-- (accounts/totals.ts) compute them.
UPDATE ledger_totals t SET trade_result = s.trade_result, cash = s.cash
  FROM (
    SELECT user_id,
           COALESCE(SUM(amount) FILTER (WHERE kind = 'trade_result'), 0) AS trade_result,
           COALESCE(SUM(amount), 0) AS cash
      FROM ledger_entries GROUP BY user_id
  ) AS s
 WHERE s.user_id = t.user_id;

UPDATE ledger_daily_totals t SET trade_result = s.trade_result, cash = s.cash
  FROM (
    SELECT user_id, (created_at AT TIME ZONE 'UTC')::date AS day,
           COALESCE(SUM(amount) FILTER (WHERE kind = 'trade_result'), 0) AS trade_result,
           COALESCE(SUM(amount), 0) AS cash
      FROM ledger_entries GROUP BY 1, 2
  ) AS s
 WHERE s.user_id = t.user_id AND s.day = t.day;

-- A withdrawal hold says why (SPEC §12.0): the operator's reason, shown to the user while
-- can_withdraw is false. NULL: no reason given (the server then words a default).
ALTER TABLE users ADD COLUMN withdrawal_hold_reason text
  CHECK (withdrawal_hold_reason IS NULL OR length(withdrawal_hold_reason) BETWEEN 1 AND 500);
