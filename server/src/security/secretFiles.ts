import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A fresh random secret, hex encoded. */
export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString('hex');
}

/** Writes a file only its owner can read (0600), creating the directory if needed. */
export function writePrivateFile(file: string, content: string): void {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  writeFileSync(file, content, { mode: 0o600 });
  // The mode option is ignored when the file already exists, so enforce it.
  chmodSync(file, 0o600);
}

/** Reads the secret stored in `file`, creating it on first use so it survives restarts. */
export function loadOrCreateSecret(file: string): string {
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  const secret = randomSecret();
  writePrivateFile(file, `${secret}\n`);
  return secret;
}
