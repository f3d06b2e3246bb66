-- Attempt limits (issue 26): the counters of rate-limiter-flexible's RateLimiterPostgres,
-- shared by every instance on this database. One statement (INSERT … ON CONFLICT DO UPDATE …
-- RETURNING) uses up an attempt and reads the count, so requests sent in parallel, to any
-- instance, each see the attempts the others used. Created here rather than by the library
-- at run time (it is given tableCreated: true), so instances starting together do not race
-- to create it. The columns are the library's: `key` is "<limit>:<subject>", `points` the
-- attempts used in the window, `expire` the window's (or block's) end in milliseconds since
-- the epoch. UNLOGGED like the table it replaces: written on most requests and worthless
-- after a crash, so it skips the WAL; a crash starts every window afresh. Used with
-- DATABASE_URL only; the embedded database (one process) counts in memory.
CREATE UNLOGGED TABLE attempt_limits (
  key     text PRIMARY KEY,
  points  integer NOT NULL DEFAULT 0,
  expire  bigint
);
-- The sweep of ended windows goes by time.
CREATE INDEX attempt_limits_expire ON attempt_limits (expire);

-- Replaced by attempt_limits: the per-IP /auth/* and per-user money budgets count there now.
DROP TABLE rate_limit_counters;

-- Wrong codes on signed-in calls count in attempt_limits too, used up before the code is
-- checked: counted after a rolled-back check, as these columns were, parallel requests
-- could each see the count from before the others.
ALTER TABLE two_factor DROP COLUMN failed_codes, DROP COLUMN last_failed_at;
