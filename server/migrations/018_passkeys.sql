-- Passkeys (WebAuthn, SPEC §12.5; server/src/accounts/passkeys.ts).

-- One row per passkey a user added. `credential_id` is the authenticator's id (base64url, as
-- the browser sends it), unique across accounts: a sign-in finds its account by it alone.
-- `counter` is the authenticator's signature counter at its last use: one that goes backwards
-- is refused (a copied key). `id` is our own, the one the API names.
CREATE TABLE passkeys (
  id             uuid PRIMARY KEY,
  user_id        uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  credential_id  text NOT NULL UNIQUE,
  public_key     bytea NOT NULL,
  counter        bigint NOT NULL DEFAULT 0 CHECK (counter >= 0),
  transports     text[] NOT NULL DEFAULT '{}',
  name           text NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT clock_timestamp(),
  last_used_at   timestamptz
);
CREATE INDEX passkeys_user ON passkeys (user_id, created_at);

-- One WebAuthn ceremony the server started: the challenge the authenticator must sign. Used
-- once (an UPDATE … WHERE used_at IS NULL decides a race between instances), dead after
-- PASSKEY_CHALLENGE_MINUTES. 'register' and 'verify' belong to the session that asked for
-- them; 'login' to nobody — whoever holds it may sign in once with it.
CREATE TABLE webauthn_challenges (
  id          uuid PRIMARY KEY,
  purpose     text NOT NULL CHECK (purpose IN ('register', 'verify', 'login')),
  challenge   text NOT NULL,
  session_id  uuid REFERENCES sessions(id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT clock_timestamp(),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  CHECK ((purpose = 'login') = (session_id IS NULL))
);
CREATE INDEX webauthn_challenges_expiry ON webauthn_challenges (expires_at);
