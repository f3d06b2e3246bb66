-- The e-mail outbox (SPEC §12.4; server/src/mail/). A row is written in the same transaction as
-- the event it reports, so the event and its e-mail commit together or not at all; the mail job
-- sends it later, so a slow or absent mail server never holds up a request. The recipient's
-- address is not copied here: the job reads it from `users` when it sends (the current address,
-- and one place fewer that keeps it).
CREATE TABLE mail_outbox (
  id               uuid PRIMARY KEY,
  -- The order rows were queued in (timestamps can tie): the job sends the oldest due first.
  seq              bigint GENERATED ALWAYS AS IDENTITY,
  user_id          uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind             text NOT NULL CHECK (kind ~ '^[a-z_]{1,40}$'),
  language         text NOT NULL CHECK (language IN ('en', 'es', 'de')),
  title            text NOT NULL,
  body             text NOT NULL,
  -- pending: waits for next_attempt_at (a claimed row too: claiming moves next_attempt_at past
  -- its lease, so a sender that died holding it gives it back); sent; failed: given up on,
  -- kept with last_error for an operator.
  status           text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts         integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  -- To the millisecond, like the sender's clock it is compared with: a row queued within the
  -- millisecond a sweep starts in is due in that sweep.
  next_attempt_at  timestamptz NOT NULL DEFAULT date_trunc('milliseconds', clock_timestamp()),
  last_error       text,
  created_at       timestamptz NOT NULL DEFAULT clock_timestamp(),
  sent_at          timestamptz
);

-- What the job claims: pending rows by due time, oldest first.
CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at, seq) WHERE status = 'pending';
