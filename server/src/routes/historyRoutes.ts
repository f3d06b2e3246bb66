import type { FastifyInstance } from 'fastify';
import type { AllDepositsResponse, AllWithdrawalsResponse } from '../../../src/api/types';
import { listDeposits, toApiDeposit } from '../accounts/deposits';
import { listWithdrawals, toApiWithdrawal } from '../accounts/withdrawals';
import type { Database } from '../db/database';

/**
 * The signed-in user's deposit and withdrawal history — never anyone else's.
 * Registered inside `bearerScope`, so `request.user` is the caller.
 */
export function historyRoutes(db: Database) {
  return async function register(app: FastifyInstance) {
    app.get('/transaction/all', async (request) => {
      const { user } = request;
      const response: AllDepositsResponse = {
        allTransactions: (await listDeposits(db, user.id)).map(toApiDeposit),
      };
      return response;
    });

    app.get('/withdrawal/all', async (request) => {
      const { user } = request;
      const response: AllWithdrawalsResponse = {
        allWithdrawals: (await listWithdrawals(db, user.id)).map(toApiWithdrawal),
      };
      return response;
    });
  };
}
