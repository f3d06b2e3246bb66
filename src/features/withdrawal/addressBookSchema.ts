import { object, string } from 'yup';
import {
  SAVED_ADDRESS_LABEL_MAX_LENGTH as MAX_LABEL_LENGTH,
  SAVED_ADDRESS_MAX_LENGTH as MAX_ADDRESS_LENGTH,
  WITHDRAWAL_ASSET_CODES,
} from '../../api/types';
import { englishText, messageRef, type MessageRef } from '../../i18n';
import { withdrawalMessages } from '../../i18n/namespaces/withdrawal';
import { validateWith } from '../../lib/schemaValidation';

const LABEL_TOO_LONG: MessageRef = messageRef(withdrawalMessages, 'add.labelTooLong', {
  max: MAX_LABEL_LENGTH,
});
const ADDRESS_SPACES: MessageRef = messageRef(withdrawalMessages, 'add.addressSpaces');
const ADDRESS_TOO_LONG: MessageRef = messageRef(withdrawalMessages, 'add.addressTooLong', {
  max: MAX_ADDRESS_LENGTH,
});
const ASSET_REQUIRED: MessageRef = messageRef(withdrawalMessages, 'asset.required');

/** English texts that are quoted elsewhere; the form shows them in the language chosen. */
export const LABEL_TOO_LONG_MESSAGE = `Use at most ${MAX_LABEL_LENGTH} characters`;
export const ADDRESS_SPACES_MESSAGE = englishText(withdrawalMessages, 'add.addressSpaces');

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
    .required(messageRef(withdrawalMessages, 'add.labelRequired'))
    .max(MAX_LABEL_LENGTH, LABEL_TOO_LONG),
  asset: string().required(ASSET_REQUIRED).oneOf(WITHDRAWAL_ASSET_CODES, ASSET_REQUIRED),
  address: string()
    .trim()
    .required(messageRef(withdrawalMessages, 'add.addressRequired'))
    .test('no-spaces', ADDRESS_SPACES, (value) => !value || !SPACE_OR_CONTROL.test(value))
    .max(MAX_ADDRESS_LENGTH, ADDRESS_TOO_LONG),
});

/** Fetched as the add dialog first validates (AddressBookAddDialog). */
export const validateSavedAddress = validateWith<SavedAddressValues>(savedAddressSchema);
