-- The demo's sample activity (README "Demo"): when `npm run demo` wrote a year of sample
-- activity into the demo account. The seeder claims the account by setting it — one UPDATE
-- that only an empty, unclaimed account passes — so of several instances starting together on
-- one database exactly one seeds, and a restart seeds nothing. The app labels an account with
-- it set as "Demo account — sample activity" (user details `demo`). NULL everywhere else.
ALTER TABLE users ADD COLUMN sample_activity_at timestamptz;
