-- Server-side idle expiry and step-up (issue 26).

-- A session unused for longer than this many seconds is refused, like an expired one. Fixed
-- when the session starts (IDLE_TIMEOUT_MINUTES then, plus the countdown and a minute of
-- slack), so every instance and the operator CLI agree on it whatever their own setting.
-- Sessions already open get the default window (15 minutes + 2).
ALTER TABLE sessions ADD COLUMN idle_timeout_seconds integer NOT NULL DEFAULT 1020
  CHECK (idle_timeout_seconds > 0);

-- When the person last proved who they are in this session (the password or passkey at
-- sign-in, or the password again for a step-up): security changes need one within 5 minutes.
-- Sessions already open count as proven when they started, so none of them is recent now.
ALTER TABLE sessions ADD COLUMN authenticated_at timestamptz;
UPDATE sessions SET authenticated_at = created_at;
ALTER TABLE sessions
  ALTER COLUMN authenticated_at SET NOT NULL,
  ALTER COLUMN authenticated_at SET DEFAULT clock_timestamp();

-- Wrong passwords typed at a step-up since the last right one: a stolen token must not become
-- a way to guess the password, so the session ends when they run out.
ALTER TABLE sessions ADD COLUMN reauth_failures integer NOT NULL DEFAULT 0;
