import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { clientInfo } from '../accounts/sessions';
import type { SecretVerifier } from '../accounts/signIn';
import type { SecondFactorGate, TwoFactorKeys } from '../accounts/twoFactor';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import type { AttemptLimits } from '../http/attemptLimits';
import type { HashQueue } from '../security/hashQueue';

/** What the routes hand to the domain: built once by buildApp, shared by every route. */
export interface RouteDependencies {
  db: Database;
  config: AppConfig;
  limits: AttemptLimits;
  hashing: HashQueue;
  /** The 2FA keys at rest, derived once at start-up from ENCRYPTION_KEY (or TOKEN_SECRET). */
  keys: TwoFactorKeys;
  /** Checks a password or seed phrase, against a decoy for an unknown account (signIn.ts). */
  secrets: SecretVerifier;
}

/**
 * The instance a route file registers on, typed by the contract: `request.body`, `params`
 * and `query` are the Static types of the route's schemas, and what a handler answers is
 * checked against its response schemas.
 */
export const typed = (app: FastifyInstance) => app.withTypeProvider<TypeBoxTypeProvider>();

/**
 * The second-factor gate of a signed-in call: the keys, the time and the user's attempts, and
 * for a passkey this session and the relying party.
 */
export const secondFactorGate = (
  { keys, config, limits }: RouteDependencies,
  request: Parameters<typeof clientInfo>[0] & { session: { id: string } },
): SecondFactorGate => ({
  keys,
  now: config.now(),
  attempts: limits.codesPerUser,
  passkeys: { sessionId: request.session.id, relyingParty: config.relyingParty },
  client: clientInfo(request),
});

/** Pending records a user may have, and how soon a repeat counts as a double submit. */
export const pendingLimits = ({ config }: RouteDependencies) => ({
  duplicateWindowSeconds: config.duplicateWindowSeconds,
  maxPending: config.maxPendingPerUser,
});
