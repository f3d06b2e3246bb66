-- Accounts, the records users create (deposits, withdrawals) and the ledger every balance
-- derives from. Money is NUMERIC(20,2): exact, never floating point.

CREATE TABLE users (
  id                      uuid PRIMARY KEY,
  email                   text NOT NULL UNIQUE,
  name                    text NOT NULL,
  password_hash           text NOT NULL,
  seed_phrase_hash        text NOT NULL,
  -- Bumped on password reset so tokens issued before it stop working.
  token_version           integer NOT NULL DEFAULT 0,
  zip_code                text NOT NULL,
  address                 text NOT NULL,
  country_of_residence    text NOT NULL,
  currency                text NOT NULL DEFAULT '$',
  investment_goal         text NOT NULL,
  gender                  text NOT NULL DEFAULT '',
  phone_number            text NOT NULL DEFAULT '',
  verified                boolean NOT NULL DEFAULT false,
  plan                    text NOT NULL DEFAULT 'none',
  notification            text NOT NULL DEFAULT '',
  trading_progress        numeric(5,2) NOT NULL DEFAULT 0
                            CHECK (trading_progress BETWEEN 0 AND 100),
  withdrawal_fee_percent  numeric(5,2) NOT NULL DEFAULT 0
                            CHECK (withdrawal_fee_percent BETWEEN 0 AND 100),
  can_withdraw            boolean NOT NULL DEFAULT false,
  bitcoin_address         text NOT NULL DEFAULT '',
  ethereum_address        text NOT NULL DEFAULT '',
  usdt_address            text NOT NULL DEFAULT '',
  created_at              timestamptz NOT NULL DEFAULT now(),
  updated_at              timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE deposits (
  id          uuid PRIMARY KEY,
  user_id     uuid NOT NULL REFERENCES users(id),
  amount      numeric(20,2) NOT NULL CHECK (amount > 0),
  reference   text NOT NULL UNIQUE,
  status      text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'failed')),
  created_at  timestamptz NOT NULL DEFAULT clock_timestamp(),
  decided_at  timestamptz
);
CREATE INDEX deposits_user_created ON deposits (user_id, created_at DESC);
CREATE INDEX deposits_pending ON deposits (status) WHERE status = 'pending';

CREATE TABLE withdrawals (
  id              uuid PRIMARY KEY,
  user_id         uuid NOT NULL REFERENCES users(id),
  amount          numeric(20,2) NOT NULL CHECK (amount > 0),
  -- Fee as a fraction (percent / 100), fixed from the account's percent when requested.
  charges         numeric(9,6) NOT NULL CHECK (charges BETWEEN 0 AND 1),
  wallet_address  text NOT NULL,
  email           text NOT NULL,
  exchange        text NOT NULL,
  asset           text NOT NULL,
  reference       text NOT NULL UNIQUE,
  status          text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'failed')),
  created_at      timestamptz NOT NULL DEFAULT clock_timestamp(),
  decided_at      timestamptz
);
CREATE INDEX withdrawals_user_created ON withdrawals (user_id, created_at DESC);
CREATE INDEX withdrawals_pending ON withdrawals (status) WHERE status = 'pending';

-- Every balance change, signed: credits positive, debits negative. Never updated or deleted.
CREATE TABLE ledger_entries (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id     uuid NOT NULL REFERENCES users(id),
  kind        text NOT NULL CHECK (kind IN
                ('deposit', 'trade_result', 'referral_bonus', 'withdrawal', 'withdrawal_fee')),
  amount      numeric(20,2) NOT NULL,
  reason      text NOT NULL CHECK (reason <> ''),
  reference   text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX ledger_entries_user ON ledger_entries (user_id, kind);
