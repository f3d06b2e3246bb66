import type { EditPasswordRequest, EditPasswordResponse } from '../../../src/api/contract';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import { DomainError } from '../domainError';
import { notify } from '../notifications/notify';
import type { HashQueue } from '../security/hashQueue';
import { generateSeedPhrase, normalizeSeedPhrase } from '../security/seedPhrase';
import { securityContextNow } from './securityEvents';
import { endAllSessions, type ClientInfo } from './sessions';
import type { SecretVerifier } from './signIn';
import { findUserByEmail, replaceCredentials } from './users';

/**
 * `invalid`, not `unauthenticated`: a reset is not a session call, and a client treats 401 as
 * "signed out".
 */

/**
 * Resets the password with the seed phrase (`PUT /auth/edit-password`). Nothing changes
 * unless the e-mail and the phrase match. The phrase is rotated — the one just used may have
 * been seen by someone else — and handed over once; whoever knew the old password or phrase
 * may be signed in, so every session ends, and so does a sign-in waiting for its code.
 */
export async function resetPasswordWithSeedPhrase(
  db: Database,
  request: EditPasswordRequest,
  {
    hashing,
    config,
    secrets,
    client,
  }: { hashing: HashQueue; config: AppConfig; secrets: SecretVerifier; client: ClientInfo },
): Promise<EditPasswordResponse> {
  const user = await findUserByEmail(db, request.email);
  const typedPhrase = normalizeSeedPhrase(request.seedPhrase);
  if (!(await secrets(typedPhrase, user?.seed_phrase_hash)) || !user) {
    throw new DomainError('invalid', 'reset_details_wrong');
  }
  const newSeedPhrase = generateSeedPhrase();
  const [passwordHash, seedPhraseHash] = await Promise.all([
    hashing.hash(request.password, config.scryptCost),
    hashing.hash(newSeedPhrase, config.scryptCost),
  ]);
  const rotated = await db.transaction(async (tx) => {
    const replaced = await replaceCredentials(tx, user.id, user.seed_phrase_hash, {
      passwordHash,
      seedPhraseHash,
    });
    if (replaced) {
      // Ends the sign-ins waiting for their code too.
      await endAllSessions(tx, user.id);
      await notify(tx, user.id, {
        kind: 'security',
        details: { event: 'password_reset', context: await securityContextNow(tx, client) },
      });
    }
    return replaced;
  });
  if (!rotated) throw new DomainError('invalid', 'reset_details_wrong');
  return {
    message: 'Your password has been reset. You can now sign in with the new password.',
    seedPhrase: newSeedPhrase,
  };
}
