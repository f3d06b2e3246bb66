-- Two-factor authentication and withdrawal protection (SPEC §11.4).

-- One row per user who has started or finished setting up an authenticator. Secrets are
-- sealed with AES-256-GCM (server/src/security/secretBox.ts); the database never holds one
-- in the clear. `secret` is the one in force (NULL = 2FA off); `pending_secret` waits for the
-- first code that proves the user's app has it.
CREATE TABLE two_factor (
  user_id         uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  secret          text,
  pending_secret  text,
  -- The newest TOTP time step accepted: a code for this step or an older one is refused, so
  -- a code cannot be replayed within its window, on any instance.
  last_used_step  bigint,
  -- Wrong codes on signed-in calls (withdrawals, turning 2FA off) since the last right one:
  -- a stolen session cannot guess codes at the money endpoints' request rate.
  failed_codes    integer NOT NULL DEFAULT 0,
  last_failed_at  timestamptz,
  enabled_at      timestamptz,
  updated_at      timestamptz NOT NULL DEFAULT clock_timestamp()
);

-- Only keyed hashes (HMAC-SHA256); each code works once.
CREATE TABLE recovery_codes (
  user_id    uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code_hash  text NOT NULL,
  used_at    timestamptz,
  PRIMARY KEY (user_id, code_hash)
);

-- A password accepted on an account with 2FA on: no session yet, only this. The client holds
-- the challenge itself; the table keeps its SHA-256, so a copy of the database cannot finish
-- anyone's sign-in.
CREATE TABLE login_challenges (
  challenge_hash  text PRIMARY KEY,
  user_id         uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at      timestamptz NOT NULL DEFAULT clock_timestamp(),
  expires_at      timestamptz NOT NULL,
  tries_left      integer NOT NULL CHECK (tries_left >= 0),
  used_at         timestamptz
);
CREATE INDEX login_challenges_user ON login_challenges (user_id);

-- The withdrawal address book. `usable_from` is fixed when the address is saved (created_at +
-- ADDRESS_HOLD_HOURS then), so changing the setting later never shortens a running hold.
CREATE TABLE saved_addresses (
  id           uuid PRIMARY KEY,
  user_id      uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  label        text NOT NULL,
  asset        text NOT NULL,
  address      text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT clock_timestamp(),
  usable_from  timestamptz NOT NULL,
  -- Kept a while after removal: emptying the book must not open every destination at once
  -- (see requireAllowedDestination).
  removed_at   timestamptz
);
CREATE UNIQUE INDEX saved_addresses_one_per_asset
  ON saved_addresses (user_id, asset, address) WHERE removed_at IS NULL;

-- What operators did to accounts outside the ledger (e.g. a 2FA reset after an identity
-- check): who it was about, what, why. Append-only like the ledger (migration 003).
CREATE TABLE audit_events (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at          timestamptz NOT NULL DEFAULT clock_timestamp(),
  user_id     uuid NOT NULL REFERENCES users(id),
  action      text NOT NULL,
  reason      text NOT NULL CHECK (length(btrim(reason)) > 0),
  actor       text NOT NULL
);
CREATE INDEX audit_events_user ON audit_events (user_id, id DESC);

CREATE FUNCTION audit_events_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit events are append-only: % refused', TG_OP;
END;
$$;

CREATE TRIGGER audit_events_no_update_or_delete
  BEFORE UPDATE OR DELETE ON audit_events
  FOR EACH ROW EXECUTE FUNCTION audit_events_refuse_change();

CREATE TRIGGER audit_events_no_truncate
  BEFORE TRUNCATE ON audit_events
  FOR EACH STATEMENT EXECUTE FUNCTION audit_events_refuse_change();
