import type { Database } from '../db/database';
import { hashSecret, type ScryptCost } from '../security/hashing';
import { generateSeedPhrase } from '../security/seedPhrase';
import { findUserByEmail, insertUserUnlessEmailTaken } from './users';

export const DEMO_EMAIL = 'demo@meridian.local';
export const DEMO_PASSWORD = 'Demo@12345';

export interface DemoCredentials {
  email: string;
  password: string;
}

/**
 * Creates the demo account the README documents, once. It starts like any new account —
 * unverified, no money — so nothing on its dashboard is invented. Its seed phrase is thrown
 * away: nobody needs it, and printing it would put a takeover key in the logs.
 * Returns the credentials only when the account was created now; of several instances
 * starting together on one database exactly one creates it (the insert skips a taken email).
 */
export async function ensureDemoAccount(
  db: Database,
  cost: ScryptCost,
): Promise<DemoCredentials | null> {
  if (await findUserByEmail(db, DEMO_EMAIL)) return null;
  const created = await insertUserUnlessEmailTaken(db, {
    email: DEMO_EMAIL,
    name: 'Demo Investor',
    passwordHash: await hashSecret(DEMO_PASSWORD, cost),
    seedPhraseHash: await hashSecret(generateSeedPhrase(), cost),
    zipCode: '10001',
    address: '1 Demo Street',
    countryOfResidence: 'united states',
    currency: '$',
    investmentGoal: 'none',
  });
  return created ? { email: DEMO_EMAIL, password: DEMO_PASSWORD } : null;
}
