-- Rate-limit counters shared by every instance on this database (SPEC §11.5), so a client
-- cannot multiply its budget by the number of instances behind the proxy. UNLOGGED: written
-- on almost every request and worthless after a crash, so they skip the WAL (and replicas);
-- a crash simply starts every window afresh. Used with DATABASE_URL only; the embedded
-- database keeps its counters in memory.
CREATE UNLOGGED TABLE rate_limit_counters (
  key        text PRIMARY KEY,
  hits       integer NOT NULL,
  resets_at  timestamptz NOT NULL
);
-- The sweep of expired windows goes by time.
CREATE INDEX rate_limit_counters_resets_at ON rate_limit_counters (resets_at);
