import type { FastifyInstance } from 'fastify';
import { authEndpoints, recordEndpoints } from '../../../src/api/contract';
import { addDeposit } from '../accounts/deposits';
import { loadUserDetails } from '../accounts/users';
import { submitWithdrawal } from '../accounts/withdrawals';
import {
  pendingLimits,
  secondFactorGate,
  typed,
  type RouteDependencies,
} from './routeDependencies';

/**
 * The signed-in user's own figures and new deposits and withdrawals (the history lists are in
 * historyRoutes.ts) — never anyone else's.
 * Registered inside `bearerScope`, so `request.user` is the caller.
 */
export function recordRoutes(deps: RouteDependencies) {
  const { db, config } = deps;
  return async function register(app: FastifyInstance) {
    const api = typed(app);

    api.route({
      ...authEndpoints.tokenUser,
      handler: (request) => loadUserDetails(db, request.user, config),
    });

    api.route({
      ...recordEndpoints.addDeposit,
      handler: async (request, reply) => {
        const { deposit, created } = await addDeposit(
          db,
          request.user.id,
          request.body,
          pendingLimits(deps),
        );
        // A replayed double submit answers 200 with the record it already created.
        return reply.status(created ? 201 : 200).send({ transaction: deposit });
      },
    });

    api.route({
      ...recordEndpoints.addWithdrawal,
      handler: async (request, reply) => {
        const { withdrawal, created } = await submitWithdrawal(db, request.user.id, request.body, {
          limits: pendingLimits(deps),
          gate: secondFactorGate(deps, request),
          addressHoldHours: config.addressHoldHours,
        });
        return reply.status(created ? 201 : 200).send({ withdrawal });
      },
    });
  };
}
