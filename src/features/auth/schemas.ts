import { boolean, object, string } from 'yup';
import { INVESTMENT_GOALS } from '../../api/types';
import { messageRef } from '../../i18n';
import { authMessages } from '../../i18n/namespaces/auth';
import { validateWith } from '../../lib/schemaValidation';
import {
  PASSWORD_MIN_LENGTH,
  STRONG_PASSWORD_PATTERN,
  type LoginValues,
  type ResetPasswordValues,
  type SignUpValues,
  type UnlockValues,
} from './credentials';

/**
 * The rules of SPEC §9 for the authentication forms, in yup: fetched as a form first
 * validates (authRules in ./credentials), so no page's first render carries yup.
 */

/**
 * The message of a failed rule, as a reference the form translates (useAuthValidation). yup
 * takes an object message as a plain record, which an interface type is not: a copy is.
 */
const message = (key: keyof typeof authMessages.en) => ({ ...messageRef(authMessages, key) });

// `required` comes first in each chain: yup reports a field's failures in the order the tests
// were added, and the form shows the first, so an empty field reads "... is required".
const emailRule = string()
  .required(message('validation.emailRequired'))
  .trim()
  .email(message('validation.emailInvalid'));

const passwordRule = string()
  .required(message('validation.passwordRequired'))
  .min(PASSWORD_MIN_LENGTH, message('validation.passwordMin'));

export const loginSchema = object({
  email: emailRule,
  password: passwordRule,
});

/**
 * SPEC §9 gives the reset password one message for every way it can fail (length included):
 * the standing hint under the field spells the rule out in full.
 */
export const resetPasswordSchema = object({
  seedPhrase: string().trim().required(message('validation.seedPhraseRequired')),
  email: emailRule,
  password: string()
    .required(message('validation.passwordRequired'))
    // An object here would read as the options argument: the message goes inside them.
    .matches(STRONG_PASSWORD_PATTERN, { message: message('validation.passwordStrong') }),
});

/** Unlocking a locked account (SPEC §12.5): the sign-in's rules plus the seed phrase. */
export const unlockSchema = object({
  email: emailRule,
  password: passwordRule,
  seedPhrase: string().trim().required(message('validation.seedPhraseRequired')),
});

export const signUpSchema = object({
  email: emailRule,
  name: string().trim().required(message('validation.nameRequired')),
  password: passwordRule,
  investmentGoal: string()
    .required(message('validation.goalRequired'))
    .oneOf(INVESTMENT_GOALS, message('validation.goalRequired')),
  countryOfResidence: string().trim().required(message('validation.countryRequired')),
  address: string().trim().required(message('validation.addressRequired')),
  zipCode: string().trim().required(message('validation.zipCodeRequired')),
  acceptedTerms: boolean().oneOf([true], message('validation.termsRequired')),
});

export const validateLogin = validateWith<LoginValues>(loginSchema);
export const validateResetPassword = validateWith<ResetPasswordValues>(resetPasswordSchema);
export const validateUnlock = validateWith<UnlockValues>(unlockSchema);
export const validateSignUp = validateWith<SignUpValues>(signUpSchema);
