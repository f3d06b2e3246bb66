import { boolean, object, string } from 'yup';
import { INVESTMENT_GOALS, type InvestmentGoal } from '../../api/types';

/** The validation rules and messages of SPEC §9 for the three authentication forms. */
export const PASSWORD_MIN_LENGTH = 8;

/**
 * The reset password rule: at least 8 characters, only letters, digits and `@$!%*#?&`, with
 * at least one letter, one digit and one of those specials.
 */
export const STRONG_PASSWORD_PATTERN =
  /^(?=.*[A-Za-z])(?=.*\d)(?=.*[@$!%*#?&])[A-Za-z\d@$!%*#?&]{8,}$/;
export const STRONG_PASSWORD_MESSAGE = 'At least 1 special character and a number';
export const STRONG_PASSWORD_HINT =
  'At least 8 characters: letters, at least one number and one of @ $ ! % * # ? &';

export const TERMS_MESSAGE = 'You must accept the terms of use and privacy policy';

/** Emails are compared case-insensitively by the server; the client sends them lowercased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

// `required` comes first in each chain: yup reports a field's failures in the order the tests
// were added, and the form shows the first, so an empty field reads "... is required".
const emailRule = string().required('Email is required').trim().email('Invalid Email');

const passwordRule = string()
  .required('Password is required')
  .min(PASSWORD_MIN_LENGTH, 'Minimum of 8 characters');

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
  seedPhrase: string().trim().required('Seed Phrase is required'),
  email: emailRule,
  password: string()
    .required('Password is required')
    .matches(STRONG_PASSWORD_PATTERN, STRONG_PASSWORD_MESSAGE),
});

export interface ResetPasswordValues {
  seedPhrase: string;
  email: string;
  password: string;
}

export const signUpSchema = object({
  email: emailRule,
  name: string().trim().required('Fullname is required'),
  password: passwordRule,
  investmentGoal: string()
    .required('Please select an investment goal')
    .oneOf(INVESTMENT_GOALS, 'Please select an investment goal'),
  countryOfResidence: string().trim().required('Country of residence is required'),
  address: string().trim().required('Address is required'),
  zipCode: string().trim().required('Zip code is required'),
  acceptedTerms: boolean().oneOf([true], TERMS_MESSAGE),
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
