-- The application role (server/README.md, "Database roles"): the API connects as it and may
-- read and write rows, never change the schema. It owns nothing, so it cannot disable the
-- ledger's append-only triggers (ALTER TABLE … DISABLE TRIGGER needs the table's owner) or
-- drop them; migrations run as the owner (`npm run migrate`).
--
-- Run as the owner of the tables (the role migrations run as), with psql 15 or later, in the
-- application's database. The password comes from the environment, never from this file:
--   APP_DB_PASSWORD=… psql "postgres://<owner>@<host>/<database>" -f deploy/postgres-init/app-role.sql
-- The compose recipe runs it once, when the database is first created (docker-entrypoint-initdb.d).
-- Running it again changes nothing but the password.
\set ON_ERROR_STOP on
\getenv app_password APP_DB_PASSWORD
\if :{?app_password}
\else
  DO $$ BEGIN RAISE EXCEPTION 'APP_DB_PASSWORD is not set: no application role created'; END $$;
\endif

SELECT 'CREATE ROLE meridian_app LOGIN'
 WHERE NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'meridian_app') \gexec
ALTER ROLE meridian_app WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOBYPASSRLS
  PASSWORD :'app_password';

SELECT format('GRANT CONNECT ON DATABASE %I TO meridian_app', current_database()) \gexec
-- Before PostgreSQL 15 every role may create tables in public; the application must not.
REVOKE CREATE ON SCHEMA public FROM PUBLIC;
GRANT USAGE ON SCHEMA public TO meridian_app;

-- The tables and sequences there now, and those later migrations create (as this owner).
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO meridian_app;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO meridian_app;
ALTER DEFAULT PRIVILEGES IN SCHEMA public
  GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO meridian_app;
ALTER DEFAULT PRIVILEGES IN SCHEMA public
  GRANT USAGE, SELECT ON SEQUENCES TO meridian_app;

-- The job queue (pg-boss, server/src/jobs/jobQueue.ts) installs and upgrades its own tables in
-- its own schema when the server starts, so there — and only there — the application role may
-- create. Made here as well as by migration 015, because the compose recipe runs this script
-- before the first migration. The role owns the queue's tables, nothing of the ledger's.
CREATE SCHEMA IF NOT EXISTS meridian_jobs;
GRANT USAGE, CREATE ON SCHEMA meridian_jobs TO meridian_app;
-- Queue tables an owner-run server installed before this role existed.
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA meridian_jobs TO meridian_app;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA meridian_jobs TO meridian_app;
GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA meridian_jobs TO meridian_app;
