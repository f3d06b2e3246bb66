-- Quotes and market orders (SPEC §12.2, §12.3). Cash moves in the cash ledger under three new
-- kinds; asset quantities move in an append-only ledger of their own; `holdings` keeps each
-- user's quantity, cost and realized profit per asset in the same transaction as the trade, so
-- valuing a portfolio reads one row per asset however many trades made it.

ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_kind_check;
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_kind_check CHECK (kind IN
  ('deposit', 'trade_result', 'referral_bonus', 'withdrawal', 'withdrawal_fee',
   'trade_buy', 'trade_sell', 'trade_fee'));

-- The kept totals (migrations 005, 007) count the new kinds into cash with migration 014,
-- whose trigger functions sum every entry, whatever its kind.

-- A price offered to one user for one order, valid until expires_at. Executing it records
-- the trade's id here, under the row lock that makes a second execution find it.
CREATE TABLE quotes (
  id           uuid PRIMARY KEY,
  user_id      uuid NOT NULL REFERENCES users(id),
  side         text NOT NULL CHECK (side IN ('buy', 'sell')),
  asset        text NOT NULL CHECK (asset ~ '^[A-Z0-9]{1,12}$'),
  price        numeric(30,8) NOT NULL CHECK (price > 0),
  quantity     numeric(38,8) NOT NULL CHECK (quantity > 0),
  subtotal     numeric(20,2) NOT NULL CHECK (subtotal >= 0),
  fee_percent  numeric(7,4) NOT NULL CHECK (fee_percent >= 0 AND fee_percent < 100),
  fee          numeric(20,2) NOT NULL CHECK (fee >= 0),
  total        numeric(20,2) NOT NULL CHECK (total > 0),
  created_at   timestamptz NOT NULL DEFAULT clock_timestamp(),
  expires_at   timestamptz NOT NULL,
  trade_id     uuid
);
CREATE INDEX quotes_user ON quotes (user_id, created_at);

-- An executed market order: at most one per quote, never changed.
CREATE TABLE trades (
  id            uuid PRIMARY KEY,
  reference     text NOT NULL UNIQUE,
  user_id       uuid NOT NULL REFERENCES users(id),
  quote_id      uuid NOT NULL UNIQUE REFERENCES quotes(id),
  side          text NOT NULL CHECK (side IN ('buy', 'sell')),
  asset         text NOT NULL CHECK (asset ~ '^[A-Z0-9]{1,12}$'),
  price         numeric(30,8) NOT NULL CHECK (price > 0),
  quantity      numeric(38,8) NOT NULL CHECK (quantity > 0),
  subtotal      numeric(20,2) NOT NULL,
  fee           numeric(20,2) NOT NULL,
  total         numeric(20,2) NOT NULL,
  -- A sell's total − quantity × average cost; NULL for a buy.
  realized_pnl  numeric(20,2) CHECK ((side = 'buy') = (realized_pnl IS NULL)),
  created_at    timestamptz NOT NULL DEFAULT clock_timestamp()
);
ALTER TABLE quotes ADD CONSTRAINT quotes_trade FOREIGN KEY (trade_id) REFERENCES trades(id);

-- Keyset pages of GET /trades, newest first, ties by id; the filtered variants serve an asset
-- or a side filter without reading the user's other trades.
CREATE INDEX trades_user_page ON trades (user_id, created_at DESC, id DESC);
CREATE INDEX trades_user_asset_page ON trades (user_id, asset, created_at DESC, id DESC);
CREATE INDEX trades_user_side_page ON trades (user_id, side, created_at DESC, id DESC);

-- Every change of a user's quantity of an asset, signed: + bought, − sold.
CREATE TABLE asset_ledger (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id     uuid NOT NULL REFERENCES users(id),
  asset       text NOT NULL CHECK (asset ~ '^[A-Z0-9]{1,12}$'),
  quantity    numeric(38,8) NOT NULL CHECK (quantity <> 0),
  trade_id    uuid NOT NULL UNIQUE REFERENCES trades(id),
  created_at  timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX asset_ledger_user_asset ON asset_ledger (user_id, asset);

-- Each user's position per asset, kept with every trade in its transaction: the quantity
-- (= the asset ledger's sum, checked by `check-totals`), the cost of that quantity (buy
-- totals, fees included, less the cost a sell took away) and the profit realized by sells.
CREATE TABLE holdings (
  user_id       uuid NOT NULL REFERENCES users(id),
  asset         text NOT NULL CHECK (asset ~ '^[A-Z0-9]{1,12}$'),
  quantity      numeric(38,8) NOT NULL CHECK (quantity >= 0),
  cost_basis    numeric(30,8) NOT NULL,
  realized_pnl  numeric(20,2) NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, asset)
);

-- Trades and the asset ledger are history: never changed or removed (as the cash ledger,
-- migration 003).
CREATE TRIGGER asset_ledger_no_update_or_delete
  BEFORE UPDATE OR DELETE ON asset_ledger
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_refuse_change();
CREATE TRIGGER asset_ledger_no_truncate
  BEFORE TRUNCATE ON asset_ledger
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_refuse_change();
CREATE TRIGGER trades_no_update_or_delete
  BEFORE UPDATE OR DELETE ON trades
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_refuse_change();
CREATE TRIGGER trades_no_truncate
  BEFORE TRUNCATE ON trades
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_refuse_change();
