-- The ledger's rules held by the database itself, not only by the code that writes it: a
-- bug, a hand-typed statement or a second instance cannot rewrite history or post a record
-- twice.

-- One source record posts once per kind: approving a deposit twice, or replaying an
-- approval on another instance, fails instead of crediting the money again. (A withdrawal
-- posts a 'withdrawal' and a 'withdrawal_fee' entry under its one reference.)
ALTER TABLE ledger_entries
  ADD CONSTRAINT ledger_entries_one_posting_per_record UNIQUE (kind, reference);

-- Entries are never changed or removed; a correction is a new entry.
CREATE FUNCTION ledger_entries_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are append-only: % refused', TG_OP
    USING HINT = 'Post a correcting entry instead.';
END;
$$;

CREATE TRIGGER ledger_entries_no_update_or_delete
  BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_refuse_change();

CREATE TRIGGER ledger_entries_no_truncate
  BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_refuse_change();
