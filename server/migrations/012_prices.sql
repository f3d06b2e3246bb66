-- Prices the server trusts (SPEC §12.1): every observation of a tradable asset's USD price,
-- written by the one price job across all instances, and the last price seen each UTC day (the
-- daily close that values holdings in the portfolio history). Quotes and valuations read only
-- these tables, never the market source directly, so every figure names the price and time it
-- stands on. A price is never zero or negative: the source answering 0 writes nothing.
CREATE TABLE asset_price_observations (
  asset        text NOT NULL CHECK (asset ~ '^[A-Z0-9]{1,12}$'),
  observed_at  timestamptz NOT NULL,
  price        numeric(30,8) NOT NULL CHECK (price > 0),
  PRIMARY KEY (asset, observed_at)
);

-- The latest observation per asset, kept beside the log so a quote reads one row.
CREATE TABLE asset_latest_prices (
  asset        text PRIMARY KEY CHECK (asset ~ '^[A-Z0-9]{1,12}$'),
  observed_at  timestamptz NOT NULL,
  price        numeric(30,8) NOT NULL CHECK (price > 0)
);

CREATE TABLE asset_daily_closes (
  asset        text NOT NULL CHECK (asset ~ '^[A-Z0-9]{1,12}$'),
  day          date NOT NULL,
  observed_at  timestamptz NOT NULL,
  price        numeric(30,8) NOT NULL CHECK (price > 0),
  PRIMARY KEY (asset, day)
);
