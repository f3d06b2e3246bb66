import type { FastifyInstance } from 'fastify';
import {
  TWO_FACTOR_MESSAGES,
  type EnableTwoFactorResponse,
  type LoginSuccessResponse,
  type TwoFactorSetupResponse,
} from '../../../src/api/types';
import {
  completeChallenge,
  liveChallengeEmail,
  lockLiveChallenge,
  spendChallengeTry,
} from '../accounts/loginChallenges';
import { requireRecentAuthentication } from '../accounts/recentAuthentication';
import { clientInfo, recordSignInAttempt, type SessionRow } from '../accounts/sessions';
import {
  disableTwoFactor,
  enableTwoFactor,
  parseSecondFactorCode,
  startTwoFactorSetup,
  twoFactorKeys,
  useSecondFactorCode,
  type CodeContext,
} from '../accounts/twoFactor';
import { findUserById } from '../accounts/users';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import type { AttemptLimits } from '../http/attemptLimits';
import { unauthorized } from '../http/errors';
import { requireObjectBody, requireText } from '../http/validation';
import { openSignedInSession, signedInResponse } from './authRoutes';

/**
 * `POST /auth/login/2fa` (public): completes a sign-in the password started. Its 401s are
 * failed attempts shown on the form, never "session expired": `challengeExpired` sends the
 * client back to the password step, `wrongCode` asks again.
 */
export function twoFactorLoginRoutes(db: Database, config: AppConfig, limits: AttemptLimits) {
  const keys = twoFactorKeys(config);
  return async function register(app: FastifyInstance) {
    app.post('/auth/login/2fa', async (request) => {
      const body = requireObjectBody(request.body);
      const challenge = requireText(body, 'challenge', { max: 100 });
      // Missing or malformed: 400, and it costs no try.
      const code = parseSecondFactorCode(body.code);
      const client = clientInfo(request);
      const context: CodeContext = { keys, now: config.now() };
      const email = await liveChallengeEmail(db, challenge);
      if (!email) throw unauthorized(TWO_FACTOR_MESSAGES.challengeExpired);
      // The code uses up one of the account's sign-in attempts — the same ones its password
      // step uses — before it is checked, and outside the transaction below: parallel codes,
      // for this challenge or others of the account, on any instance, each find the attempts
      // the others used, and a wrong code's failure cannot be rolled back out of the count.
      await limits.signInPerAccount.consume(email);

      type Outcome =
        | { kind: 'expired' }
        | { kind: 'wrong'; triesLeft: number }
        | { kind: 'right'; userId: string; session: SessionRow };
      // One transaction with the challenge row locked: its tries are counted exactly even when
      // codes for it arrive at several instances at once. A wrong code commits (the try and
      // the failed attempt stay recorded); the answer is given after the commit.
      const outcome = await db.transaction(async (tx): Promise<Outcome> => {
        const live = await lockLiveChallenge(tx, challenge);
        if (!live) return { kind: 'expired' };
        if (await useSecondFactorCode(tx, live.userId, code, context)) {
          await completeChallenge(tx, live.challengeHash);
          const session = await openSignedInSession(tx, live.userId, client, config);
          return { kind: 'right', userId: live.userId, session };
        }
        await recordSignInAttempt(tx, live.userId, client, false);
        return { kind: 'wrong', triesLeft: await spendChallengeTry(tx, live.challengeHash) };
      });

      switch (outcome.kind) {
        case 'expired':
          throw unauthorized(TWO_FACTOR_MESSAGES.challengeExpired);
        case 'wrong':
          // The last try gone, the challenge is over: say so now rather than after one more.
          throw unauthorized(
            outcome.triesLeft > 0
              ? TWO_FACTOR_MESSAGES.wrongCode
              : TWO_FACTOR_MESSAGES.challengeExpired,
          );
        case 'right': {
          const user = await findUserById(db, outcome.userId);
          if (!user) throw unauthorized(TWO_FACTOR_MESSAGES.challengeExpired);
          const response: LoginSuccessResponse = await signedInResponse(
            db,
            user,
            outcome.session,
            config,
            limits.signInPerAccount,
          );
          return response;
        }
      }
    });
  };
}

/**
 * `POST /auth/2fa/setup|enable|disable` (bearer). A wrong code is 403, never 401: on a bearer
 * call 401 means "this session is over" to the client.
 *
 * Turning 2FA on or off is a step-up call (SPEC §12.5): a sign-in within the last 5 minutes,
 * or the password in the body, checked before the code so a refusal spends no code. Setup is
 * not: it only makes a pending secret, which changes nothing until enable puts it in force,
 * and asking there would interrupt the QR step for nothing.
 */
export function twoFactorRoutes(db: Database, config: AppConfig, limits: AttemptLimits) {
  const keys = twoFactorKeys(config);
  return async function register(app: FastifyInstance) {
    app.post('/auth/2fa/setup', async (request) => {
      const response: TwoFactorSetupResponse = await startTwoFactorSetup(db, request.user, keys);
      return response;
    });

    app.post('/auth/2fa/enable', async (request) => {
      const body = requireObjectBody(request.body);
      const code = parseSecondFactorCode(body.code);
      await requireRecentAuthentication(db, request, body);
      const recoveryCodes = await enableTwoFactor(db, request.user.id, code, {
        keys,
        now: config.now(),
      });
      const response: EnableTwoFactorResponse = { recoveryCodes };
      return response;
    });

    app.post('/auth/2fa/disable', async (request, reply) => {
      const body = requireObjectBody(request.body);
      await requireRecentAuthentication(db, request, body);
      await disableTwoFactor(db, request.user.id, body.code, {
        keys,
        now: config.now(),
        attempts: limits.codesPerUser,
      });
      return reply.status(204).send();
    });
  };
}
