import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '../src/db/database';
import { migrate, MIGRATIONS_DIR } from '../src/db/migrate';
import { openPGliteDatabase } from '../src/db/pgliteDatabase';

/**
 * Throwaway embedded databases for the tests, started from a migrated copy. PGlite's initdb
 * costs about 1.5 s per database on the 2-core machine and the suite opens hundreds; loading a
 * dump of a freshly migrated one takes about 0.35 s. The copy is built once per set of
 * migrations (the file name carries a hash of them, so a new or edited migration builds a new
 * one) and kept in the temp directory for the next test file and the next run. It is written
 * whole and then renamed, so a test file starting meanwhile never reads half of one.
 */

function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(MIGRATIONS_DIR).sort()) {
    hash.update(name).update(readFileSync(path.join(MIGRATIONS_DIR, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

let template: Promise<Blob> | undefined;

async function buildTemplate(file: string): Promise<Blob> {
  const db = await openPGliteDatabase('memory://');
  try {
    await migrate(db);
    const dump = await db.dumpDataDir();
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
    renameSync(partial, file);
    return dump;
  } finally {
    await db.close();
  }
}

async function loadTemplate(): Promise<Blob> {
  const file = path.join(tmpdir(), `meridian-pglite-template-${migrationsHash()}.tar`);
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    return buildTemplate(file);
  }
}

/** A fresh in-memory database with every migration applied. */
export async function openMigratedPGlite(): Promise<Database> {
  template ??= loadTemplate();
  const db = await openPGliteDatabase('memory://', { template: await template });
  // Applies nothing to a copy of the same migrations, but checks it as every start does.
  await migrate(db);
  return db;
}
