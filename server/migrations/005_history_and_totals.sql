-- History at any size (SPEC §11.2): indexes that match the history order and the statement
-- order, and per-user totals the database keeps in step with every write, so a user's figures
-- and list totals cost the same with 10 or 100,000 records.

-- Keyset pages: newest first, ties broken by id. The status variants serve a status filter
-- and the pending sums (at most 100 pending rows per user); the plain ones every other page.
DROP INDEX IF EXISTS deposits_user_created;
DROP INDEX IF EXISTS withdrawals_user_created;
CREATE INDEX deposits_user_page ON deposits (user_id, created_at DESC, id DESC);
CREATE INDEX deposits_user_status_page ON deposits (user_id, status, created_at DESC, id DESC);
CREATE INDEX withdrawals_user_page ON withdrawals (user_id, created_at DESC, id DESC);
CREATE INDEX withdrawals_user_status_page ON withdrawals (user_id, status, created_at DESC, id DESC);

-- Statements read a user's entries oldest first and sum those before the range's start.
CREATE INDEX ledger_entries_user_time ON ledger_entries (user_id, created_at, id);

-- Running sums of the ledger per user, in the groups token-user shows. Written only by the
-- trigger below, inside the transaction that inserts the entry, so no code path can forget
-- them and a rolled-back entry takes its change with it. The ledger is append-only
-- (migration 003), so INSERT is the only change to follow.
CREATE TABLE ledger_totals (
  user_id  uuid PRIMARY KEY REFERENCES users(id),
  deposit  numeric(20,2) NOT NULL DEFAULT 0,
  profit   numeric(20,2) NOT NULL DEFAULT 0,
  bonus    numeric(20,2) NOT NULL DEFAULT 0
);

-- Statement-level with a transition table: one aggregated upsert per INSERT statement, so a
-- bulk insert (a migration, a seed) costs one write per user, not one per row.
CREATE FUNCTION ledger_totals_follow_entries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_totals AS t (user_id, deposit, profit, bonus)
  SELECT
    user_id,
    COALESCE(SUM(amount) FILTER (WHERE kind = 'deposit'), 0),
    COALESCE(SUM(amount) FILTER (WHERE kind IN ('trade_result', 'withdrawal', 'withdrawal_fee')), 0),
    COALESCE(SUM(amount) FILTER (WHERE kind = 'referral_bonus'), 0)
  FROM inserted
  GROUP BY user_id
  ON CONFLICT (user_id) DO UPDATE SET
    deposit = t.deposit + EXCLUDED.deposit,
    profit  = t.profit + EXCLUDED.profit,
    bonus   = t.bonus + EXCLUDED.bonus;
  RETURN NULL;
END;
$$;

CREATE TRIGGER ledger_entries_update_totals
  AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_totals_follow_entries();

INSERT INTO ledger_totals (user_id, deposit, profit, bonus)
SELECT
  user_id,
  COALESCE(SUM(amount) FILTER (WHERE kind = 'deposit'), 0),
  COALESCE(SUM(amount) FILTER (WHERE kind IN ('trade_result', 'withdrawal', 'withdrawal_fee')), 0),
  COALESCE(SUM(amount) FILTER (WHERE kind = 'referral_bonus'), 0)
FROM ledger_entries
GROUP BY user_id;

-- How many deposits and withdrawals each user has per status: a history page's `total`
-- without counting every row. Kept by triggers on insert and on a status change (records are
-- never deleted). A date-filtered total counts on the page index instead.
CREATE TABLE record_counts (
  user_id  uuid NOT NULL REFERENCES users(id),
  record   text NOT NULL CHECK (record IN ('deposits', 'withdrawals')),
  status   text NOT NULL CHECK (status IN ('pending', 'approved', 'failed')),
  count    bigint NOT NULL CHECK (count >= 0),
  PRIMARY KEY (user_id, record, status)
);

-- Statement-level too (transition tables rule out a column list, so every UPDATE runs it;
-- rows whose status and owner did not change add nothing).
CREATE FUNCTION record_counts_follow_inserts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO record_counts AS c (user_id, record, status, count)
  SELECT user_id, TG_TABLE_NAME, status, count(*) FROM inserted GROUP BY user_id, status
  ON CONFLICT (user_id, record, status) DO UPDATE SET count = c.count + EXCLUDED.count;
  RETURN NULL;
END;
$$;

CREATE FUNCTION record_counts_follow_updates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Take the moved rows off their old status (that count row exists: it counted them) …
  UPDATE record_counts c SET count = c.count - moved.n
    FROM (
      SELECT o.user_id, o.status, count(*) AS n
        FROM old_rows o JOIN new_rows n ON n.id = o.id
       WHERE n.status <> o.status OR n.user_id <> o.user_id
       GROUP BY o.user_id, o.status
    ) AS moved
   WHERE c.user_id = moved.user_id AND c.record = TG_TABLE_NAME AND c.status = moved.status;
  -- … and onto their new one.
  INSERT INTO record_counts AS c (user_id, record, status, count)
  SELECT n.user_id, TG_TABLE_NAME, n.status, count(*)
    FROM old_rows o JOIN new_rows n ON n.id = o.id
   WHERE n.status <> o.status OR n.user_id <> o.user_id
   GROUP BY n.user_id, n.status
  ON CONFLICT (user_id, record, status) DO UPDATE SET count = c.count + EXCLUDED.count;
  RETURN NULL;
END;
$$;

CREATE TRIGGER deposits_count_inserts AFTER INSERT ON deposits
  REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION record_counts_follow_inserts();
CREATE TRIGGER deposits_count_updates AFTER UPDATE ON deposits
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_counts_follow_updates();
CREATE TRIGGER withdrawals_count_inserts AFTER INSERT ON withdrawals
  REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION record_counts_follow_inserts();
CREATE TRIGGER withdrawals_count_updates AFTER UPDATE ON withdrawals
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_counts_follow_updates();

-- Records are never deleted; the counts would silently drift if one were.
CREATE FUNCTION records_refuse_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows are never deleted: % refused', TG_TABLE_NAME, TG_OP
    USING HINT = 'Mark the record failed instead.';
END;
$$;
CREATE TRIGGER deposits_no_delete BEFORE DELETE ON deposits
  FOR EACH ROW EXECUTE FUNCTION records_refuse_delete();
CREATE TRIGGER withdrawals_no_delete BEFORE DELETE ON withdrawals
  FOR EACH ROW EXECUTE FUNCTION records_refuse_delete();

INSERT INTO record_counts (user_id, record, status, count)
SELECT user_id, 'deposits', status, count(*) FROM deposits GROUP BY user_id, status
UNION ALL
SELECT user_id, 'withdrawals', status, count(*) FROM withdrawals GROUP BY user_id, status;
