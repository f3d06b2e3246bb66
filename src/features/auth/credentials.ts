import type { InvestmentGoal } from '../../api/types';
import { englishText } from '../../i18n';
import { authMessages } from '../../i18n/namespaces/auth';

// The authentication forms' values and the rules' constants, without yup: the forms import
// this, and their rules (./schemas, with yup) arrive as a form first validates (authRules).

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

export interface LoginValues {
  email: string;
  password: string;
}

export interface ResetPasswordValues {
  seedPhrase: string;
  email: string;
  password: string;
}

export interface UnlockValues {
  email: string;
  password: string;
  seedPhrase: string;
}

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
