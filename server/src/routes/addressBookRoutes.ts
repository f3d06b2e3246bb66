import type { FastifyInstance } from 'fastify';
import {
  SAVED_ADDRESS_LABEL_MAX_LENGTH,
  SAVED_ADDRESS_MAX_LENGTH,
  WITHDRAWAL_ASSET_CODES,
  type AddressBookResponse,
  type AddSavedAddressResponse,
} from '../../../src/api/types';
import {
  listSavedAddresses,
  removeSavedAddress,
  saveAddress,
  type NewSavedAddress,
} from '../accounts/addressBook';
import { lockUser } from '../accounts/deposits';
import { twoFactorKeys, withSecondFactor } from '../accounts/twoFactor';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import type { AttemptLimits } from '../http/attemptLimits';
import { badRequest, notFound } from '../http/errors';
import { requireObjectBody, requireOneOf, requireText } from '../http/validation';

/** Crypto addresses are letters and digits (base58, bech32, 0x-hex): no spaces, no symbols. */
const ADDRESS_PATTERN = /^[A-Za-z0-9]+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function readNewAddress(body: Record<string, unknown>): NewSavedAddress {
  const label = requireText(body, 'label', { max: SAVED_ADDRESS_LABEL_MAX_LENGTH });
  const asset = requireOneOf(body, 'asset', WITHDRAWAL_ASSET_CODES);
  const address = requireText(body, 'address', { max: SAVED_ADDRESS_MAX_LENGTH });
  if (!ADDRESS_PATTERN.test(address)) {
    throw badRequest('address must contain only letters and digits, with no spaces');
  }
  return { label, asset, address };
}

/**
 * `GET|POST /withdrawal/addresses`, `DELETE /withdrawal/addresses/:id` (SPEC §11.4), inside
 * `bearerScope`: a user sees and changes only their own book. Saving needs a code when 2FA is
 * on — an address is where money can go.
 */
export function addressBookRoutes(db: Database, config: AppConfig, limits: AttemptLimits) {
  const keys = twoFactorKeys(config.encryptionKey ?? config.tokenSecret);
  return async function register(app: FastifyInstance) {
    app.get('/withdrawal/addresses', async (request) => {
      const response: AddressBookResponse = {
        addresses: await listSavedAddresses(db, request.user.id),
      };
      return response;
    });

    app.post('/withdrawal/addresses', async (request, reply) => {
      const userId = request.user.id;
      const body = requireObjectBody(request.body);
      const entry = readNewAddress(body);
      const gate = { keys, now: config.now(), attempts: limits.codesPerUser };
      const address = await withSecondFactor(db, userId, body.code, gate, (checkCode) =>
        db.transaction(async (tx) => {
          await lockUser(tx, userId);
          await checkCode(tx);
          // A refusal here (duplicate, full book) rolls back, so the code is not spent.
          return saveAddress(tx, userId, entry, config.addressHoldHours);
        }),
      );
      const response: AddSavedAddressResponse = { address };
      return reply.status(201).send(response);
    });

    app.delete<{ Params: { id: string } }>('/withdrawal/addresses/:id', async (request, reply) => {
      const { id } = request.params;
      if (
        !UUID.test(id) ||
        !(await removeSavedAddress(db, request.user.id, id, config.addressHoldHours))
      ) {
        throw notFound('No such address in your address book');
      }
      return reply.status(204).send();
    });
  };
}
