import { boolean, object, string } from 'yup';
import { INVESTMENT_GOALS, type InvestmentGoal } from '../../api/types';
import { englishText, messageRef } from '../../i18n';
import { authMessages } from '../../i18n/namespaces/auth';

/** The validation rules and messages of SPEC §9 for the three authentication forms. */
export const PASSWORD_MIN_LENGTH = 8;

/**
 * The reset password rule: at least 8 characters, only letters, digits and `@$!%*#?&`, with
 * at least one letter, one digit and one of those specials.
 */
export const STRONG_PASSWORD_PATTERN =
  /^(?=.*[A-Za-z])(?=.*\d)(?=.*[@$!%*#?&])[A-Za-z\d@$!%*#?&]{8,}$/;
/** The SPEC's English texts, as the catalogue holds them (the forms show them translated). */
export const STRONG_PASSWORD_MESSAGE = englishText(authMessages, 'validation.passwordStrong');
export const TERMS_MESSAGE = englishText(authMessages, 'validation.termsRequired');

/**
 * The message of a failed rule, as a reference the form translates (useAuthValidation). yup
 * takes an object message as a plain record, which an interface type is not: a copy is.
 */
const message = (key: keyof typeof authMessages.en) => ({ ...messageRef(authMessages, key) });

/** Emails are compared case-insensitively by the server; the client sends them lowercased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** What the reset password and the unlock forms send: the account proved with its seed phrase. */
export interface PhraseCredentials {
  email: string;
  password: string;
  seedPhrase: string;
}

export function phraseCredentials(values: PhraseCredentials): PhraseCredentials {
  return {
    email: normalizeEmail(values.email),
    password: values.password,
    seedPhrase: values.seedPhrase.trim(),
  };
}

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

export interface LoginValues {
  email: string;
  password: string;
}

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

export interface ResetPasswordValues {
  seedPhrase: string;
  email: string;
  password: string;
}

/** Unlocking a locked account (SPEC §12.5): the sign-in's rules plus the seed phrase. */
export const unlockSchema = object({
  email: emailRule,
  password: passwordRule,
  seedPhrase: string().trim().required(message('validation.seedPhraseRequired')),
});

export interface UnlockValues {
  email: string;
  password: string;
  seedPhrase: string;
}

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

export interface SignUpValues {
  email: string;
  name: string;
  password: string;
  /** Empty until the user picks one: "none" is a real answer, not the default. */
  investmentGoal: InvestmentGoal | '';
  countryOfResidence: string;
  address: string;
  zipCode: string;
  acceptedTerms: boolean;
}
