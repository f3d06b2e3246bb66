-- Watchlist, price alerts and notifications (SPEC §12.4). Notifications are an outbox: each is
-- written in the transaction of the event it reports, so none is lost and none told twice.

-- The language a user last used the app in (sign-in, registration, notification settings): what
-- a notification written without a request (an e-mail) is worded in.
ALTER TABLE users ADD COLUMN language text NOT NULL DEFAULT 'en'
  CHECK (language IN ('en', 'es', 'de'));

-- A user's watched coins, in their order: one row per user, the order is the array's.
CREATE TABLE watchlists (
  user_id     uuid PRIMARY KEY REFERENCES users(id),
  assets      text[] NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT clock_timestamp()
);

-- A level a user waits for. Fired alerts are kept (inactive) with the crossing price; a deleted
-- alert is gone.
CREATE TABLE price_alerts (
  id           uuid PRIMARY KEY,
  user_id      uuid NOT NULL REFERENCES users(id),
  asset        text NOT NULL CHECK (asset ~ '^[A-Z0-9]{1,12}$'),
  direction    text NOT NULL CHECK (direction IN ('above', 'below')),
  price        numeric(30,8) NOT NULL CHECK (price > 0),
  active       boolean NOT NULL DEFAULT true,
  created_at   timestamptz NOT NULL DEFAULT clock_timestamp(),
  fired_at     timestamptz,
  fired_price  numeric(30,8),
  CHECK (active = (fired_at IS NULL) AND (fired_at IS NULL) = (fired_price IS NULL))
);
-- Each refresh evaluates an asset's active alerts as two index ranges (above: price <= p;
-- below: price >= p), never a scan of every alert; fired alerts leave the index.
CREATE INDEX price_alerts_active ON price_alerts (asset, direction, price) WHERE active;
CREATE INDEX price_alerts_user ON price_alerts (user_id, created_at DESC);

-- The inbox. `details` holds the event's values; title and body are worded when read, in the
-- reader's language (server/src/notifications/render.ts).
CREATE TABLE notifications (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id     uuid NOT NULL REFERENCES users(id),
  kind        text NOT NULL CHECK (kind IN ('price_alert', 'deposit_approved', 'deposit_failed',
                'withdrawal_approved', 'withdrawal_failed', 'trade_executed', 'security',
                'message')),
  details     jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT clock_timestamp(),
  read_at     timestamptz
);
-- Keyset pages of GET /notifications, newest first, ties by id.
CREATE INDEX notifications_user_page ON notifications (user_id, created_at DESC, id DESC);
-- The unread count reads only the unread rows.
CREATE INDEX notifications_user_unread ON notifications (user_id) WHERE read_at IS NULL;

-- A user's e-mail switch per kind; a kind without a row is on.
CREATE TABLE notification_email_settings (
  user_id  uuid NOT NULL REFERENCES users(id),
  kind     text NOT NULL,
  email    boolean NOT NULL,
  PRIMARY KEY (user_id, kind)
);
