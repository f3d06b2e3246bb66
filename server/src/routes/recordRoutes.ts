import type { FastifyInstance } from 'fastify';
import type {
  AddDepositResponse,
  AddWithdrawalResponse,
  UserDetails,
} from '../../../src/api/types';
import { requireAllowedDestination } from '../accounts/addressBook';
import { createDeposit, toApiDeposit } from '../accounts/deposits';
import { twoFactorKeys, withSecondFactor } from '../accounts/twoFactor';
import { loadUserDetails } from '../accounts/users';
import { requestWithdrawal, toApiWithdrawal } from '../accounts/withdrawals';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import type { AttemptLimits } from '../http/attemptLimits';
import { badRequest } from '../http/errors';
import { requireEmail, requireObjectBody, requireText } from '../http/validation';
import { parseJsonAmount } from '../money';

/**
 * The signed-in user's own figures and new deposits and withdrawals (the history lists are in
 * historyRoutes.ts) — never anyone else's.
 * Registered inside `bearerScope`, so `request.user` is the caller.
 */
export function recordRoutes(db: Database, config: AppConfig, limits: AttemptLimits) {
  const pendingLimits = {
    duplicateWindowSeconds: config.duplicateWindowSeconds,
    maxPending: config.maxPendingPerUser,
  };
  const keys = twoFactorKeys(config);
  return async function register(app: FastifyInstance) {
    app.get('/transaction/token-user', async (request) => {
      const details: UserDetails = await loadUserDetails(db, request.user);
      return details;
    });

    app.post('/transaction/add', async (request, reply) => {
      const { user } = request;
      const body = requireObjectBody(request.body);
      if (body.amount === undefined) throw badRequest('amount is required');
      const amount = parseJsonAmount(body.amount, { integer: true });
      if (!amount.ok) throw badRequest(`amount ${amount.problem}`);
      const { deposit, created } = await createDeposit(db, user.id, amount.decimal, pendingLimits);
      const response: AddDepositResponse = { transaction: toApiDeposit(deposit) };
      // A replayed double submit answers 200 with the record it already created.
      return reply.status(created ? 201 : 200).send(response);
    });

    app.post('/withdrawal/add', async (request, reply) => {
      const { user } = request;
      const body = requireObjectBody(request.body);
      if (body.amount === undefined) throw badRequest('amount is required');
      const amount = parseJsonAmount(body.amount);
      if (!amount.ok) throw badRequest(`amount ${amount.problem}`);
      if (body.charges === undefined) throw badRequest('charges is required');
      if (typeof body.charges !== 'number' || !Number.isFinite(body.charges)) {
        throw badRequest('charges must be a number');
      }
      const charges = body.charges;
      const destination = {
        walletAddress: requireText(body, 'walletAddress', { max: 200 }),
        asset: requireText(body, 'asset', { max: 50 }),
      };
      // A replay of a just-recorded withdrawal is answered before the guard, so a retry after
      // a lost response gets its record back instead of "code already used".
      const gate = { keys, now: config.now(), attempts: limits.codesPerUser };
      const { withdrawal, created } = await withSecondFactor(
        db,
        user.id,
        body.code,
        gate,
        (checkCode) =>
          requestWithdrawal(
            db,
            user.id,
            {
              amount: amount.decimal,
              charges,
              ...destination,
              email: requireEmail(body),
              exchange: requireText(body, 'exchange', { max: 100 }),
            },
            pendingLimits,
            async (tx) => {
              await checkCode(tx);
              await requireAllowedDestination(
                tx,
                user.id,
                destination.asset,
                destination.walletAddress,
                config.addressHoldHours,
              );
            },
          ),
      );
      const response: AddWithdrawalResponse = { withdrawal: toApiWithdrawal(withdrawal) };
      return reply.status(created ? 201 : 200).send(response);
    });
  };
}
