import { migrate } from './migrate';
import { openDatabase } from './openDatabase';
import { readServerEnv } from '../serverEnv';

/**
 * `npm run migrate`: applies the migrations and exits. For a database whose application role
 * may not change the schema (server/README.md, "Database roles"): run this with the owner's
 * DATABASE_URL before the servers start with the application role's.
 */
async function main(): Promise<void> {
  const db = await openDatabase(readServerEnv());
  try {
    const applied = await migrate(db);
    console.log(
      applied.length > 0
        ? `Applied migrations ${applied.join(', ')}`
        : 'The database is up to date: no migration to apply',
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error('Migrations failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
