import type { FastifyInstance } from 'fastify';
import { addressBookEndpoints } from '../../../src/api/contract';
import {
  addToAddressBook,
  listSavedAddresses,
  removeFromAddressBook,
} from '../accounts/addressBook';
import { clientInfo } from '../accounts/sessions';
import { secondFactorGate, typed, type RouteDependencies } from './routeDependencies';

/**
 * `GET|POST /withdrawal/addresses`, `DELETE /withdrawal/addresses/:id` (SPEC §11.4), inside
 * `bearerScope`: a user sees and changes only their own book. Saving and removing need a code
 * when 2FA is on, and each change goes into the security history (accounts/addressBook.ts).
 */
export function addressBookRoutes(deps: RouteDependencies) {
  const { db, config } = deps;
  return async function register(app: FastifyInstance) {
    const api = typed(app);
    const change = (request: Parameters<typeof secondFactorGate>[1]) => ({
      gate: secondFactorGate(deps, request),
      holdHours: config.addressHoldHours,
      client: clientInfo(request),
    });

    api.route({
      ...addressBookEndpoints.list,
      handler: async (request) => ({ addresses: await listSavedAddresses(db, request.user.id) }),
    });

    api.route({
      ...addressBookEndpoints.add,
      handler: async (request, reply) => {
        const address = await addToAddressBook(db, request.user.id, request.body, change(request));
        return reply.status(201).send({ address });
      },
    });

    api.route({
      ...addressBookEndpoints.remove,
      handler: async (request, reply) => {
        // Without 2FA a client may send no body at all.
        const answer = request.body ?? {};
        await removeFromAddressBook(
          db,
          request.user.id,
          request.params.id,
          answer,
          change(request),
        );
        return reply.status(204).send();
      },
    });
  };
}
