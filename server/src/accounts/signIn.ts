import type {
  LoginRequest,
  LoginResponse,
  LoginSuccessResponse,
  LoginTwoFactorRequest,
} from '../../../src/api/contract';
import type { AppConfig } from '../config';
import type { Database, Queryable } from '../db/database';
import { DomainError, isDomainError } from '../domainError';
import { needsRehash } from '../security/hashing';
import type { HashQueue } from '../security/hashQueue';
import { issueToken } from '../security/tokens';
import { accountLockedError } from './accountLock';
import type { AttemptLimiter } from './attemptLimiter';
import { hashDeviceId, noteSignInDeviceHash } from './knownDevices';
import {
  completeChallenge,
  createLoginChallenge,
  liveChallengeEmail,
  lockLiveChallenge,
  spendChallengeTry,
} from './loginChallenges';
import { createSession, recordSignInAttempt, type ClientInfo, type SessionRow } from './sessions';
import {
  isTwoFactorEnabled,
  parseSecondFactorCode,
  useSecondFactorCode,
  type TwoFactorKeys,
} from './twoFactor';
import {
  findUserByEmail,
  findUserById,
  loadUserDetails,
  upgradePasswordHash,
  type UserRow,
} from './users';

/**
 * Signing in (SPEC §8, §11.1, §11.4): the password, then — with 2FA on — a code that completes
 * the sign-in the password started. A completed sign-in is a session, its token and the user's
 * details.
 */

/** What signing in needs besides the database. */
export interface SignInServices {
  config: AppConfig;
  hashing: HashQueue;
  /** Sign-in steps per e-mail address (a password, a code), used up before each is checked. */
  signInAttempts: AttemptLimiter;
  keys: TwoFactorKeys;
  secrets: SecretVerifier;
}

/** Checks a typed secret against a stored hash, taking as long when there is none. */
export type SecretVerifier = (secret: string, stored: string | undefined) => Promise<boolean>;

/**
 * Checking a secret against a decoy when the account is unknown makes a miss take as long as
 * a hit, so response times do not reveal which e-mails have accounts. The decoy is made now,
 * through the queue like every hash (made at the first sign-in, it ran beside the queue's own),
 * and so before any request: the first miss takes no longer than any other.
 */
export function secretVerifier(hashing: HashQueue, config: AppConfig): SecretVerifier {
  const decoyHash = hashing.hash('decoy', config.scryptCost);
  return async (secret, stored) => {
    const matches = await hashing.verify(secret, stored ?? (await decoyHash));
    return stored !== undefined && matches;
  };
}

/**
 * Runs a secret check that has used up an attempt of `subject`; when the check never ran
 * because the hashing queue was full (`unavailable`), the attempt is given back — the owner
 * should not lose one to a busy server, and no secret was tried with it.
 */
async function refundedIfBusy<T>(
  attempts: AttemptLimiter,
  subject: string,
  check: () => Promise<T>,
): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (isDomainError(error, 'unavailable')) await attempts.refund(subject);
    throw error;
  }
}

/**
 * The database side of a completed sign-in: the successful attempt in the login history and a
 * new session. Runs inside the caller's transaction, so a sign-in completed by a code opens its
 * session in the same transaction that uses up the challenge: a logout-all cannot fall between
 * the two (it deletes the challenge first, waiting on the challenge's lock, then ends every
 * session, this one included).
 */
export async function openSignedInSession(
  tx: Queryable,
  userId: string,
  client: ClientInfo,
  config: AppConfig,
): Promise<SessionRow> {
  await recordSignInAttempt(tx, userId, client, true);
  return createSession(tx, userId, client, config);
}

/**
 * What a completed sign-in answers: the session's token and the user's details. The account's
 * sign-in attempts start afresh: whoever completed it holds every secret the account asks for,
 * so there is nothing left for them to guess — unlike after a right password alone, which
 * resets nothing.
 */
export async function signedInResponse(
  db: Database,
  user: UserRow,
  session: SessionRow,
  { config, signInAttempts }: Pick<SignInServices, 'config' | 'signInAttempts'>,
): Promise<LoginSuccessResponse> {
  await signInAttempts.reset(user.email);
  return {
    token: issueToken(
      { userId: user.id, sessionId: session.id },
      config.tokenSecret,
      config.tokenTtlSeconds,
    ),
    user: await loadUserDetails(db, user, config),
  };
}

/**
 * `POST /auth/login`. The attempt is used up before the account is even looked up, let alone
 * the password checked: of any number of attempts sent at once only the limit reach the check,
 * and an address with no account is counted and refused exactly like one with. Next to the
 * per-client limit, this one holds however many addresses the guesses come from.
 *
 * With 2FA on, the password is only half: no session until a code completes it (the attempt is
 * recorded then, and the account's attempts start afresh only then, so a known password cannot
 * reset the throttle on guessing codes).
 */
export async function signInWithPassword(
  db: Database,
  { email, password, deviceId }: LoginRequest,
  client: ClientInfo,
  services: SignInServices,
): Promise<LoginResponse> {
  const { config, hashing, signInAttempts, secrets } = services;
  await signInAttempts.consume(email);
  const user = await findUserByEmail(db, email);
  const matches = await refundedIfBusy(signInAttempts, email, () =>
    secrets(password, user?.password_hash),
  );
  if (!user) throw new DomainError('unauthenticated', 'invalid_credentials');
  if (!matches) {
    // The account's owner sees this in their login history: when and from where only.
    await recordSignInAttempt(db, user.id, client, false);
    throw new DomainError('unauthenticated', 'invalid_credentials');
  }
  if (needsRehash(user.password_hash, config.scryptCost)) {
    // The password is known only now, so this is when a hash from a cheaper past cost moves
    // up to today's.
    const upgraded = await hashing.hash(password, config.scryptCost);
    await upgradePasswordHash(db, user.id, user.password_hash, upgraded);
  }
  // Said only to whoever knows the password: nobody else learns the account is locked. The
  // owner sees the refused try in their sign-in history: someone has the password.
  if (user.locked_at) {
    await recordSignInAttempt(db, user.id, client, false);
    throw accountLockedError();
  }
  const deviceHash = hashDeviceId(deviceId);
  if (await isTwoFactorEnabled(db, user.id)) {
    return {
      twoFactorRequired: true,
      challenge: await createLoginChallenge(db, user.id, deviceHash),
    };
  }
  const session = await db.transaction(async (tx) => {
    const opened = await openSignedInSession(tx, user.id, client, config);
    await noteSignInDeviceHash(tx, { userId: user.id, deviceHash, client });
    return opened;
  });
  return signedInResponse(db, user, session, services);
}

const challengeOver = () => new DomainError('unauthenticated', 'two_factor_challenge_expired');

/**
 * `POST /auth/login/2fa`: completes a sign-in the password started. Its refusals are failed
 * attempts shown on the form, never "session expired": `challengeExpired` sends the client
 * back to the password step, `wrongCode` asks again. A malformed code is refused first and
 * costs no try.
 */
export async function signInWithCode(
  db: Database,
  request: LoginTwoFactorRequest,
  client: ClientInfo,
  services: Pick<SignInServices, 'config' | 'signInAttempts' | 'keys'>,
): Promise<LoginSuccessResponse> {
  const { config, signInAttempts, keys } = services;
  const code = parseSecondFactorCode(request.code);
  const email = await liveChallengeEmail(db, request.challenge);
  if (!email) throw challengeOver();
  // The code uses up one of the account's sign-in attempts — the same ones its password step
  // uses — before it is checked, and outside the transaction below: parallel codes, for this
  // challenge or others of the account, on any instance, each find the attempts the others
  // used, and a wrong code's failure cannot be rolled back out of the count.
  await signInAttempts.consume(email);

  type Outcome =
    | { kind: 'expired' }
    | { kind: 'wrong'; triesLeft: number }
    | { kind: 'right'; userId: string; session: SessionRow };
  // One transaction with the challenge row locked: its tries are counted exactly even when
  // codes for it arrive at several instances at once. A wrong code commits (the try and the
  // failed attempt stay recorded); the answer is given after the commit.
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const live = await lockLiveChallenge(tx, request.challenge);
    if (!live) return { kind: 'expired' };
    if (await useSecondFactorCode(tx, live.userId, code, { keys, now: config.now() })) {
      await completeChallenge(tx, live.challengeHash);
      const session = await openSignedInSession(tx, live.userId, client, config);
      await noteSignInDeviceHash(tx, {
        userId: live.userId,
        deviceHash: live.deviceHash,
        client,
      });
      return { kind: 'right', userId: live.userId, session };
    }
    await recordSignInAttempt(tx, live.userId, client, false);
    return { kind: 'wrong', triesLeft: await spendChallengeTry(tx, live.challengeHash) };
  });

  switch (outcome.kind) {
    case 'expired':
      throw challengeOver();
    case 'wrong':
      // The last try gone, the challenge is over: say so now rather than after one more.
      if (outcome.triesLeft > 0) {
        throw new DomainError('unauthenticated', 'two_factor_wrong_code');
      }
      throw challengeOver();
    case 'right': {
      const user = await findUserById(db, outcome.userId);
      if (!user) throw challengeOver();
      return signedInResponse(db, user, outcome.session, services);
    }
  }
}
