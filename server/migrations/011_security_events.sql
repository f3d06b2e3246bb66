-- The security history a user reads beside their sign-ins (GET /auth/login-history): changes
-- to what protects the account or where its money may go — the address book now; 2FA, passkeys
-- and the account lock later. Written in the transaction of the change it reports, so a change
-- that rolls back leaves no event, and an event never goes missing for a change that stayed.
-- `detail` is what the user needs to recognise the change (for an address: its label, asset and
-- a masked address — never the whole address); `kind` names its shape (SecurityEventDetails in
-- src/api/types.ts). Each insert prunes the account to its newest 100, like sign_in_attempts.
CREATE TABLE security_events (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id     uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind        text NOT NULL,
  at          timestamptz NOT NULL DEFAULT clock_timestamp(),
  ip          text NOT NULL,
  user_agent  text NOT NULL DEFAULT '',
  detail      jsonb NOT NULL
);
CREATE INDEX security_events_user ON security_events (user_id, id DESC);
