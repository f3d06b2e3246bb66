import { object, string } from 'yup';
import { INVESTMENT_GOALS, type EditUserRequest } from '../../api/types';
import { messageRef, type MessageValues } from '../../i18n';
import { accountMessages, type AccountKey } from '../../i18n/namespaces/account';
import { validateWith } from '../../lib/schemaValidation';

/**
 * A MessageRef as yup's message: yup hands any object through to the error unchanged, but its
 * types take only an indexable object, which an interface is not — a copy is.
 */
const message = (key: AccountKey, values?: MessageValues) => ({
  ...messageRef(accountMessages, key, values),
});

const ADDRESS_MIN_LENGTH = 5;
const PHONE_MAX_LENGTH = 32;

const FULL_NAME_MESSAGE = message('update.fullName.invalid');
const ADDRESS_MESSAGE = message('update.address.tooShort', {
  min: ADDRESS_MIN_LENGTH,
});
const GOAL_MESSAGE = message('update.investmentGoal.required');

/** SPEC §9 "Update details": a first and a last name of letters only, one space between. */
const FULL_NAME_PATTERN = /^\p{L}+ \p{L}+$/u;

export const updateDetailsSchema = object({
  name: string()
    .trim()
    .required(FULL_NAME_MESSAGE)
    // An object in second place would be read as matches' options: the message goes inside.
    .matches(FULL_NAME_PATTERN, { message: FULL_NAME_MESSAGE }),
  phoneNumber: string()
    .trim()
    .max(PHONE_MAX_LENGTH, message('update.phoneNumber.tooLong', { max: PHONE_MAX_LENGTH })),
  address: string().trim().required(ADDRESS_MESSAGE).min(ADDRESS_MIN_LENGTH, ADDRESS_MESSAGE),
  gender: string(),
  investmentGoal: string().required(GOAL_MESSAGE).oneOf(INVESTMENT_GOALS, GOAL_MESSAGE),
  zipCode: string().trim().required(message('update.zipCode.required')),
});

export type UpdateDetailsValues = EditUserRequest;

/** Fetched as the update dialog first validates (UpdateDetailsDialog). */
export const validateUpdateDetails = validateWith<UpdateDetailsValues>(updateDetailsSchema);
