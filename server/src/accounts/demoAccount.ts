import type { Database } from '../db/database';
import { hashSecret, type ScryptCost } from '../security/hashing';
import { generateSeedPhrase } from '../security/seedPhrase';
import { findUserByEmail, insertUser } from './users';

export const DEMO_EMAIL = 'demo@meridian.local';
export const DEMO_PASSWORD = 'Demo@12345';

export interface DemoCredentials {
  email: string;
  password: string;
  seedPhrase: string;
}

/**
 * Creates the demo account the README documents, once. It starts like any new account —
 * unverified, no money — so nothing on its dashboard is invented.
 * Returns the credentials only when the account was created now.
 */
export async function ensureDemoAccount(
  db: Database,
  cost: ScryptCost,
): Promise<DemoCredentials | null> {
  if (await findUserByEmail(db, DEMO_EMAIL)) return null;
  const seedPhrase = generateSeedPhrase();
  await insertUser(db, {
    email: DEMO_EMAIL,
    name: 'Demo Investor',
    passwordHash: await hashSecret(DEMO_PASSWORD, cost),
    seedPhraseHash: await hashSecret(seedPhrase, cost),
    zipCode: '10001',
    address: '1 Demo Street',
    countryOfResidence: 'united states',
    currency: '$',
    investmentGoal: 'none',
  });
  return { email: DEMO_EMAIL, password: DEMO_PASSWORD, seedPhrase };
}
