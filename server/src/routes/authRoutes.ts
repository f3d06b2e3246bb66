import type { FastifyInstance } from 'fastify';
import { INVESTMENT_GOALS } from '../../../src/api/types';
import type {
  EditPasswordResponse,
  EditUserResponse,
  LoginResponse,
  LoginSuccessResponse,
  RegisterResponse,
} from '../../../src/api/types';
import { createLoginChallenge } from '../accounts/loginChallenges';
import {
  type ClientInfo,
  clientInfo,
  createSession,
  endAllSessions,
  recordSignInAttempt,
  type SessionRow,
} from '../accounts/sessions';
import { isTwoFactorEnabled } from '../accounts/twoFactor';
import { findUserByEmail, insertUser, loadUserDetails, type UserRow } from '../accounts/users';
import type { AppConfig } from '../config';
import { isUniqueViolation, type Database, type Queryable } from '../db/database';
import type { AttemptLimiter, AttemptLimits } from '../http/attemptLimits';
import { SESSION_EXPIRED } from '../http/authenticate';
import { badRequest, conflict, HttpError, unauthorized } from '../http/errors';
import {
  requireEmail,
  requireObjectBody,
  requireOneOf,
  requireOptionalText,
  requirePassword,
  requireText,
  requireTypedPassword,
} from '../http/validation';
import { needsRehash } from '../security/hashing';
import type { HashQueue } from '../security/hashQueue';
import { generateSeedPhrase, normalizeSeedPhrase } from '../security/seedPhrase';
import { issueToken } from '../security/tokens';

const DUPLICATE_EMAIL = 'An account with this email already exists';
const WRONG_LOGIN = 'Invalid email or password';
const WRONG_RESET = 'Email or seed phrase is incorrect';

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
  config: AppConfig,
  signInAttempts: AttemptLimiter,
): Promise<LoginSuccessResponse> {
  await signInAttempts.reset(user.email);
  return {
    token: issueToken(
      { userId: user.id, sessionId: session.id },
      config.tokenSecret,
      config.tokenTtlSeconds,
    ),
    user: await loadUserDetails(db, user),
  };
}

/** A sign-in completed by the password alone (2FA off): a session, its token, the details. */
async function startSignedInSession(
  db: Database,
  user: UserRow,
  client: ClientInfo,
  config: AppConfig,
  signInAttempts: AttemptLimiter,
): Promise<LoginSuccessResponse> {
  const session = await db.transaction((tx) => openSignedInSession(tx, user.id, client, config));
  return signedInResponse(db, user, session, config, signInAttempts);
}

/**
 * Runs a secret check that has used up an attempt of `subject`; when the check never ran
 * because the hashing queue was full (503), the attempt is given back — the owner should not
 * lose one to a busy server, and no secret was tried with it.
 */
async function refundedIfBusy<T>(
  attempts: AttemptLimiter,
  subject: string,
  check: () => Promise<T>,
): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 503) await attempts.refund(subject);
    throw error;
  }
}

/** The /auth/* calls made without a session: register, sign in, reset by seed phrase. */
export function authRoutes(
  db: Database,
  config: AppConfig,
  limits: AttemptLimits,
  hashing: HashQueue,
) {
  // Checking a secret against this when the email is unknown makes a miss take as long as
  // a hit, so response times do not reveal which emails have accounts. Made at start, through
  // the queue like every hash (made at the first sign-in, it ran beside the queue's own), and
  // so before any request: the first miss takes no longer than any other.
  const decoyHash = hashing.hash('decoy', config.scryptCost);
  const verifyOrDecoy = async (secret: string, stored: string | undefined) => {
    const matches = await hashing.verify(secret, stored ?? (await decoyHash));
    return stored !== undefined && matches;
  };

  return async function register(app: FastifyInstance) {
    app.post('/auth/register', async (request, reply) => {
      const body = requireObjectBody(request.body);
      const name = requireText(body, 'name', { max: 100 });
      const email = requireEmail(body);
      const password = requirePassword(body);
      const zipCode = requireText(body, 'zipCode', { max: 20 });
      const address = requireText(body, 'address', { max: 200 });
      const countryOfResidence = requireText(body, 'countryOfResidence', {
        max: 100,
      }).toLowerCase();
      const currency = requireText(body, 'currency', { max: 8 });
      const investmentGoal = requireOneOf(body, 'investmentGoal', INVESTMENT_GOALS);

      // Cheap early answer; the unique index below still decides a race.
      if (await findUserByEmail(db, email)) throw conflict(DUPLICATE_EMAIL);

      const seedPhrase = generateSeedPhrase();
      const [passwordHash, seedPhraseHash] = await Promise.all([
        hashing.hash(password, config.scryptCost),
        hashing.hash(seedPhrase, config.scryptCost),
      ]);
      try {
        await insertUser(db, {
          email,
          name,
          passwordHash,
          seedPhraseHash,
          zipCode,
          address,
          countryOfResidence,
          currency,
          investmentGoal,
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(DUPLICATE_EMAIL);
        throw error;
      }
      const response: RegisterResponse = { seedPhrase };
      return reply.status(201).send(response);
    });

    app.post('/auth/login', async (request) => {
      const body = requireObjectBody(request.body);
      const email = requireEmail(body);
      const password = requireTypedPassword(body);
      const client = clientInfo(request);
      const attempts = limits.signInPerAccount;
      // Used up before the account is even looked up, let alone the password checked: of any
      // number of attempts sent at once only the limit reach the check, and an address with
      // no account is counted and refused exactly like one with. Next to the per-IP limit,
      // this one holds however many addresses the guesses come from.
      await attempts.consume(email);
      const user = await findUserByEmail(db, email);
      const matches = await refundedIfBusy(attempts, email, () =>
        verifyOrDecoy(password, user?.password_hash),
      );
      if (!user) throw unauthorized(WRONG_LOGIN);
      if (!matches) {
        // The account's owner sees this in their login history: when and from where only.
        await recordSignInAttempt(db, user.id, client, false);
        throw unauthorized(WRONG_LOGIN);
      }
      if (needsRehash(user.password_hash, config.scryptCost)) {
        // The password is known only now, so this is when a hash from a cheaper past cost
        // moves up to today's; the WHERE keeps a reset made meanwhile from being undone.
        await db.query(
          'UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1 AND password_hash = $3',
          [user.id, await hashing.hash(password, config.scryptCost), user.password_hash],
        );
      }
      // With 2FA on, the password is only half: no session until a code completes it (the
      // attempt is recorded then, and the account's attempts start afresh only then, so a
      // known password cannot reset the throttle on guessing codes).
      if (await isTwoFactorEnabled(db, user.id)) {
        const response: LoginResponse = {
          twoFactorRequired: true,
          challenge: await createLoginChallenge(db, user.id),
        };
        return response;
      }
      return startSignedInSession(db, user, client, config, attempts);
    });

    app.put('/auth/edit-password', async (request) => {
      const body = requireObjectBody(request.body);
      const email = requireEmail(body);
      const password = requirePassword(body);
      const seedPhrase = normalizeSeedPhrase(requireText(body, 'seedPhrase', { max: 300 }));
      const user = await findUserByEmail(db, email);
      // 400 rather than 401: this is not a session call, and a client treats 401 as "signed out".
      if (!(await verifyOrDecoy(seedPhrase, user?.seed_phrase_hash)) || !user) {
        throw badRequest(WRONG_RESET);
      }
      // A reset rotates the phrase: the one just used may have been seen by someone else.
      const newSeedPhrase = generateSeedPhrase();
      const [passwordHash, seedPhraseHash] = await Promise.all([
        hashing.hash(password, config.scryptCost),
        hashing.hash(newSeedPhrase, config.scryptCost),
      ]);
      const rotated = await db.transaction(async (tx) => {
        // Only if the phrase is still the one verified above: of two resets racing with the
        // same phrase, one wins and the other is refused instead of handing out a dead phrase.
        const updated = await tx.query(
          `UPDATE users SET password_hash = $2, seed_phrase_hash = $3, updated_at = now()
            WHERE id = $1 AND seed_phrase_hash = $4
           RETURNING id`,
          [user.id, passwordHash, seedPhraseHash, user.seed_phrase_hash],
        );
        if (updated.length === 0) return false;
        // Whoever knew the old password or phrase may be signed in: every session ends, and
        // so does a sign-in waiting for its code.
        await endAllSessions(tx, user.id);
        await tx.query('DELETE FROM login_challenges WHERE user_id = $1', [user.id]);
        return true;
      });
      if (!rotated) throw badRequest(WRONG_RESET);
      const response: EditPasswordResponse = {
        message: 'Your password has been reset. You can now sign in with the new password.',
        seedPhrase: newSeedPhrase,
      };
      return response;
    });
  };
}

/** Bearer /auth/* calls about the account itself; registered inside `bearerScope`. */
export function accountRoutes(db: Database) {
  return async function register(app: FastifyInstance) {
    app.put('/auth/edit-user', async (request) => {
      const { user } = request;
      const body = requireObjectBody(request.body);
      // Exactly these six fields are read; any other key in the body is ignored.
      const changes = {
        name: requireText(body, 'name', { max: 100 }),
        zipCode: requireText(body, 'zipCode', { max: 20 }),
        address: requireText(body, 'address', {
          min: 5,
          max: 200,
          tooShort: 'address must be at least 5 characters long',
        }),
        gender: requireOptionalText(body, 'gender', 32),
        phoneNumber: requireOptionalText(body, 'phoneNumber', 32),
        investmentGoal: requireOneOf(body, 'investmentGoal', INVESTMENT_GOALS),
      };
      const [updated] = await db.query<UserRow>(
        `UPDATE users
            SET name = $2, zip_code = $3, address = $4, gender = $5, phone_number = $6,
                investment_goal = $7, updated_at = now()
          WHERE id = $1
         RETURNING *`,
        [
          user.id,
          changes.name,
          changes.zipCode,
          changes.address,
          changes.gender,
          changes.phoneNumber,
          changes.investmentGoal,
        ],
      );
      if (!updated) throw unauthorized(SESSION_EXPIRED);
      const response: EditUserResponse = { user: await loadUserDetails(db, updated) };
      return response;
    });
  };
}
