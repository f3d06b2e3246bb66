-- "Lock my account", new browsers and the anti-phishing phrase (SPEC §12.5; issue 31).

-- Set while the account is locked: sign-in, withdrawals and new addresses are refused until an
-- unlock (password and seed phrase, or the operator) clears it.
ALTER TABLE users ADD COLUMN locked_at timestamptz;
-- After an unlock, withdrawals wait until this time (UNLOCK_DELAY_HOURS).
ALTER TABLE users ADD COLUMN withdrawals_open_at timestamptz;
-- The user's anti-phishing phrase, sealed (AES-256-GCM, secretBox.ts) and bound to the user id;
-- shown in every e-mail the user receives. Null when none is set.
ALTER TABLE users ADD COLUMN anti_phishing_phrase text;

-- Whether the account has completed a sign-in: its first one (right after registration) records
-- the browser without an e-mail. Accounts from before this release count as not yet signed in,
-- so their next sign-in is silent too.
ALTER TABLE users ADD COLUMN has_signed_in boolean NOT NULL DEFAULT false;

-- The browsers an account has signed in from: a sign-in from an id not here is e-mailed. Only
-- a SHA-256 of the id is kept, so the table cannot be used to pose as a known browser.
CREATE TABLE known_devices (
  user_id        uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  device_hash    text NOT NULL,
  first_seen_at  timestamptz NOT NULL DEFAULT clock_timestamp(),
  last_seen_at   timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (user_id, device_hash)
);

-- The browser that typed the password, carried to the 2FA step that completes the sign-in.
ALTER TABLE login_challenges ADD COLUMN device_hash text;

-- The "Wasn't you? Lock your account" links of security e-mails: single use, LOCK_LINK_HOURS,
-- stored as a SHA-256 of the token (the token itself only ever travels in the e-mail).
CREATE TABLE lock_tokens (
  token_hash  text PRIMARY KEY,
  user_id     uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT clock_timestamp(),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX lock_tokens_user ON lock_tokens (user_id);

-- Whether the e-mail shows the user's phrase when sent: not the one saying the phrase changed,
-- so a phrase is never e-mailed by itself.
ALTER TABLE mail_outbox ADD COLUMN show_phrase boolean NOT NULL DEFAULT true;
