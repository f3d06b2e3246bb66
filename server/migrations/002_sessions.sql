-- Server-side sessions (SPEC §11.1): a token names its session, and a session can be ended
-- (logout, sign out of all devices, seed-phrase reset) with effect on every instance at once.
-- The sign-in attempts a user sees as their login history.

CREATE TABLE sessions (
  id            uuid PRIMARY KEY,
  user_id       uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at    timestamptz NOT NULL DEFAULT clock_timestamp(),
  -- Written at most once a minute per session, so a busy client does not write on every call.
  last_seen_at  timestamptz NOT NULL DEFAULT clock_timestamp(),
  -- Also the token's expiry: a session outlives nothing its token could not.
  expires_at    timestamptz NOT NULL,
  ended_at      timestamptz,
  ip            text NOT NULL,
  user_agent    text NOT NULL DEFAULT ''
);
-- Every bearer call looks a session up by id; listing and "end all" go by user.
CREATE INDEX sessions_user_active ON sessions (user_id, created_at DESC) WHERE ended_at IS NULL;

-- Only who, when, from where and whether it worked: never anything the person typed.
CREATE TABLE sign_in_attempts (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id     uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  at          timestamptz NOT NULL DEFAULT clock_timestamp(),
  ip          text NOT NULL,
  user_agent  text NOT NULL DEFAULT '',
  success     boolean NOT NULL
);
CREATE INDEX sign_in_attempts_user ON sign_in_attempts (user_id, id DESC);

-- Ending sessions replaces the per-user token version: a reset ends every session row instead.
ALTER TABLE users DROP COLUMN token_version;
