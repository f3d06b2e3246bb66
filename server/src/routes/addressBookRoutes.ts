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
import { clientInfo } from '../accounts/sessions';
import { twoFactorKeys, withSecondFactor } from '../accounts/twoFactor';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import type { AttemptLimits } from '../http/attemptLimits';
import { badRequest, notFound } from '../http/errors';
import { requireObjectBody, requireOneOf, requireText } from '../http/validation';

/** Crypto addresses are letters and digits (base58, bech32, 0x-hex): no spaces, no symbols. */
const ADDRESS_PATTERN = /^[A-Za-z0-9]+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NO_SUCH_ADDRESS = 'No such address in your address book';

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
 * `bearerScope`: a user sees and changes only their own book. Saving and removing need a code
 * when 2FA is on — an address is where money can go, and removing one lifts the book's rule
 * once the hold has passed — and each change goes into the security history.
 */
export function addressBookRoutes(db: Database, config: AppConfig, limits: AttemptLimits) {
  const keys = twoFactorKeys(config);
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
          return saveAddress(tx, userId, entry, config.addressHoldHours, clientInfo(request));
        }),
      );
      const response: AddSavedAddressResponse = { address };
      return reply.status(201).send(response);
    });

    app.delete<{ Params: { id: string } }>('/withdrawal/addresses/:id', async (request, reply) => {
      const userId = request.user.id;
      const { id } = request.params;
      // The code comes in a JSON body (`RemoveSavedAddressRequest`), never in the URL, which
      // proxies and logs keep; without 2FA a client may send no body at all.
      const body = request.body === undefined ? {} : requireObjectBody(request.body);
      if (!UUID.test(id)) throw notFound(NO_SUCH_ADDRESS);
      const gate = { keys, now: config.now(), attempts: limits.codesPerUser };
      await withSecondFactor(db, userId, body.code, gate, (checkCode) =>
        db.transaction(async (tx) => {
          await checkCode(tx);
          const removed = await removeSavedAddress(
            tx,
            userId,
            id,
            config.addressHoldHours,
            clientInfo(request),
          );
          // Rolls back, so the code is not spent on an address that is not there.
          if (!removed) throw notFound(NO_SUCH_ADDRESS);
        }),
      );
      return reply.status(204).send();
    });
  };
}
