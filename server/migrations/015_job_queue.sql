-- The job queue's schema (SPEC §12.7; server/src/jobs/jobQueue.ts). pg-boss keeps its tables
-- here and installs and upgrades them itself when the server starts; it is told never to create
-- a schema, because the application role may not (deploy/postgres-init/app-role.sql grants it
-- this schema alone). IF NOT EXISTS: that script creates it too, when it runs first.
CREATE SCHEMA IF NOT EXISTS meridian_jobs;
