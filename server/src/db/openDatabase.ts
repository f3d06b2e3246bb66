import path from 'node:path';
import type { Database } from './database';
import { openPGliteDatabase } from './pgliteDatabase';
import { openPostgresDatabase } from './postgresDatabase';

export interface StorageConfig {
  /** When set, a real PostgreSQL server is used and `dataDir` only holds secrets. */
  databaseUrl?: string | undefined;
  /** Meridian's data directory, or `memory://` for an in-memory embedded database. */
  dataDir: string;
}

export const IN_MEMORY = 'memory://';

/** The embedded database lives in a subdirectory so secrets can sit beside it in DATA_DIR. */
export function pgliteLocation(dataDir: string): string {
  return dataDir.startsWith(IN_MEMORY) ? IN_MEMORY : path.join(dataDir, 'pglite');
}

export function openDatabase(storage: StorageConfig): Promise<Database> {
  if (storage.databaseUrl) return openPostgresDatabase(storage.databaseUrl);
  return openPGliteDatabase(pgliteLocation(storage.dataDir));
}
