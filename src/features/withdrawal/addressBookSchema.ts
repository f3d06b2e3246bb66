import { object, string } from 'yup';
import {
  SAVED_ADDRESS_LABEL_MAX_LENGTH as MAX_LABEL_LENGTH,
  SAVED_ADDRESS_MAX_LENGTH as MAX_ADDRESS_LENGTH,
  WITHDRAWAL_ASSET_CODES,
  type WithdrawalAssetCode,
} from '../../api/types';

export const LABEL_TOO_LONG_MESSAGE = `Use at most ${MAX_LABEL_LENGTH} characters`;
export const ADDRESS_SPACES_MESSAGE = 'An address has no spaces or hidden characters';
export const ADDRESS_TOO_LONG_MESSAGE = `An address has at most ${MAX_ADDRESS_LENGTH} characters`;

/** The add dialog's fields; the code, when asked, is the confirm dialog's own. */
export interface SavedAddressValues {
  label: string;
  asset: string;
  address: string;
}

// Whitespace or a control character anywhere inside: a pasted address with a stray space or
// line break would send money nowhere.
// eslint-disable-next-line no-control-regex -- control characters are exactly what it finds
const SPACE_OR_CONTROL = /[\s\u0000-\u001f\u007f-\u009f]/;

/**
 * What the server's address book accepts (SPEC §11.4), checked before a request is spent; the
 * server checks again and its message is shown when it refuses.
 */
export const savedAddressSchema = object({
  label: string()
    .trim()
    .required('Label is required')
    .max(MAX_LABEL_LENGTH, LABEL_TOO_LONG_MESSAGE),
  asset: string().required('Asset is required').oneOf(WITHDRAWAL_ASSET_CODES, 'Asset is required'),
  address: string()
    .trim()
    .required('Address is required')
    .test('no-spaces', ADDRESS_SPACES_MESSAGE, (value) => !value || !SPACE_OR_CONTROL.test(value))
    .max(MAX_ADDRESS_LENGTH, ADDRESS_TOO_LONG_MESSAGE),
});

/** Narrows the select's value once the schema has passed it. */
export function isWithdrawalAsset(value: string): value is WithdrawalAssetCode {
  return (WITHDRAWAL_ASSET_CODES as readonly string[]).includes(value);
}
