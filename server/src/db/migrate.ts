import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './database';

export const MIGRATIONS_DIR = path.resolve(__dirname, '../../migrations');

interface Migration {
  version: number;
  name: string;
  sql: string;
}

function readMigrations(dir: string): Migration[] {
  return readdirSync(dir)
    .map((file) => /^(\d{3})_([\w-]+)\.sql$/.exec(file))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({
      version: Number(match[1]),
      name: match[2] ?? '',
      sql: readFileSync(path.join(dir, match[0]), 'utf8'),
    }))
    .sort((a, b) => a.version - b.version);
}

/** The versions of every migration file, ascending: what a fully migrated database records. */
export function migrationVersions(dir: string = MIGRATIONS_DIR): number[] {
  return readMigrations(dir).map((migration) => migration.version);
}

/** The advisory lock every instance's migration run takes first (an arbitrary constant). */
const MIGRATION_LOCK = 727274;

/**
 * Whether every migration is recorded already — read only, so a role that may not change the
 * schema (the application role of server/README.md, "Database roles") starts on a database
 * that the owner has migrated. Anything missing goes through the locked path below, which
 * such a role cannot take: it fails with PostgreSQL's "permission denied".
 */
async function allApplied(db: Database, migrations: Migration[]): Promise<boolean> {
  const [table] = await db.query<{ exists: boolean }>(
    "SELECT to_regclass('schema_migrations') IS NOT NULL AS exists",
  );
  if (!table?.exists) return false;
  const recorded = await db.query<{ version: number }>('SELECT version FROM schema_migrations');
  const versions = new Set(recorded.map((row) => row.version));
  return migrations.every((migration) => versions.has(migration.version));
}

/**
 * Applies every migration file not yet recorded in schema_migrations, each in its own
 * transaction. Every transaction takes the advisory lock before anything else — creating
 * schema_migrations included: two instances starting together on a fresh database used to
 * both run CREATE TABLE IF NOT EXISTS, and one crashed on a duplicate pg_type row.
 * Returns the versions applied now.
 */
export async function migrate(db: Database, dir: string = MIGRATIONS_DIR): Promise<number[]> {
  const migrations = readMigrations(dir);
  if (await allApplied(db, migrations)) return [];
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        version    integer PRIMARY KEY,
        name       text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
  });
  const applied: number[] = [];
  for (const migration of migrations) {
    const didApply = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [
        migration.version,
      ]);
      if (done.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (didApply) applied.push(migration.version);
  }
  return applied;
}
