import Type, { type Static } from 'typebox';
import { PasskeyAssertion } from './passkeys';
import {
  BEARER,
  endpoint,
  errors,
  NoContent,
  OneOf,
  SecondFactorCode,
  Text,
  Timestamp,
} from './common';
import {
  SAVED_ADDRESS_LABEL_MAX_LENGTH,
  SAVED_ADDRESS_MAX_LENGTH,
  WITHDRAWAL_ASSET_CODES,
} from './constants';

/** The withdrawal address book (SPEC §11.4). */

export type WithdrawalAssetCode = (typeof WITHDRAWAL_ASSET_CODES)[number];

/** One address of the withdrawal address book. */
export const SavedAddress = Type.Object({
  id: Type.String(),
  label: Type.String(),
  asset: Type.Enum(WITHDRAWAL_ASSET_CODES),
  address: Type.String(),
  createdAt: Timestamp(),
  usableFrom: Timestamp(
    'Withdrawals to it are accepted from then on (createdAt + ADDRESS_HOLD_HOURS).',
  ),
});
export type SavedAddress = Static<typeof SavedAddress>;

/** `GET /withdrawal/addresses`, newest first. */
export const AddressBookResponse = Type.Object({ addresses: Type.Array(SavedAddress) });
export type AddressBookResponse = Static<typeof AddressBookResponse>;

export const AddSavedAddressRequest = Type.Object({
  label: Text({ max: SAVED_ADDRESS_LABEL_MAX_LENGTH }),
  asset: OneOf(WITHDRAWAL_ASSET_CODES),
  address: Text({
    max: SAVED_ADDRESS_MAX_LENGTH,
    // Crypto addresses are letters and digits (base58, bech32, 0x-hex): no spaces, no symbols.
    pattern: '^[A-Za-z0-9]+$',
    messages: { pattern: 'field_letters_and_digits' },
    examples: ['bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh'],
  }),
  code: Type.Optional(SecondFactorCode()),
  /** A passkey may answer in place of the code (SPEC §12.5). */
  passkey: Type.Optional(PasskeyAssertion),
});
export type AddSavedAddressRequest = Static<typeof AddSavedAddressRequest>;

export const AddSavedAddressResponse = Type.Object({ address: SavedAddress });
export type AddSavedAddressResponse = Static<typeof AddSavedAddressResponse>;

/**
 * Body of `DELETE /withdrawal/addresses/:id`: the code travels in a JSON body, never in the
 * URL, which proxies and access logs keep. None at all is fine while 2FA is off.
 */
export const RemoveSavedAddressRequest = Type.Object({
  code: Type.Optional(SecondFactorCode()),
  /** A passkey may answer in place of the code (SPEC §12.5). */
  passkey: Type.Optional(PasskeyAssertion),
});
export type RemoveSavedAddressRequest = Static<typeof RemoveSavedAddressRequest>;

export const SavedAddressParams = Type.Object({ id: Type.String() });
export type SavedAddressParams = Static<typeof SavedAddressParams>;

const TAGS = ['Address book'];

export const addressBookEndpoints = {
  list: endpoint('GET', '/withdrawal/addresses', {
    summary: 'The saved withdrawal addresses',
    tags: TAGS,
    security: BEARER,
    response: { 200: AddressBookResponse, ...errors(401, 429) },
  }),
  add: endpoint('POST', '/withdrawal/addresses', {
    summary: 'Save an address (usable after ADDRESS_HOLD_HOURS)',
    description: 'With 2FA on, needs a code.',
    tags: TAGS,
    security: BEARER,
    body: AddSavedAddressRequest,
    response: { 201: AddSavedAddressResponse, ...errors(400, 401, 403, 429) },
  }),
  remove: endpoint('DELETE', '/withdrawal/addresses/:id', {
    summary: 'Remove a saved address',
    description: 'With 2FA on, needs a code in the JSON body.',
    tags: TAGS,
    security: BEARER,
    params: SavedAddressParams,
    body: Type.Union([RemoveSavedAddressRequest, Type.Null()], {
      description: 'May be left out while 2FA is off.',
    }),
    response: {
      204: NoContent(),
      ...errors(400, 401, 403, 404, 429),
    },
  }),
};
