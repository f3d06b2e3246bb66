import type { RegisterRequest, RegisterResponse } from '../../../src/api/contract';
import type { AppConfig } from '../config';
import { isUniqueViolation, type Queryable } from '../db/database';
import { DomainError } from '../domainError';
import type { HashQueue } from '../security/hashQueue';
import { generateSeedPhrase } from '../security/seedPhrase';
import { findUserByEmail, insertUser } from './users';

/**
 * Opens an account (`POST /auth/register`) with every flag and balance at its safe default,
 * and answers its seed phrase — the one time it is ever sent; the server keeps a hash.
 */
export async function registerAccount(
  db: Queryable,
  request: RegisterRequest,
  { hashing, config }: { hashing: HashQueue; config: AppConfig },
): Promise<RegisterResponse> {
  const { password, ...details } = request;
  // Cheap early answer; the unique index below still decides a race.
  if (await findUserByEmail(db, details.email)) throw new DomainError('conflict', 'email_taken');

  const seedPhrase = generateSeedPhrase();
  const [passwordHash, seedPhraseHash] = await Promise.all([
    hashing.hash(password, config.scryptCost),
    hashing.hash(seedPhrase, config.scryptCost),
  ]);
  try {
    await insertUser(db, { ...details, passwordHash, seedPhraseHash });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('conflict', 'email_taken');
    throw error;
  }
  return { seedPhrase };
}
