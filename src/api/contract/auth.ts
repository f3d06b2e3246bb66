import Type, { type Static } from 'typebox';
import {
  BEARER,
  Email,
  endpoint,
  errors,
  Money,
  NewPassword,
  OneOf,
  Text,
  TypedPassword,
} from './common';
import { INVESTMENT_GOALS } from './constants';

/** Accounts: sign-up, sign-in, the password reset by seed phrase and the user's own details. */

export type InvestmentGoal = (typeof INVESTMENT_GOALS)[number];

/**
 * One of INVESTMENT_GOALS, or 400 "investmentGoal must be one of: …". Typed as a string for
 * now: the SPA's forms hold '' until a goal is picked and narrow it only by validation.
 */
const investmentGoal = () => Type.Unsafe<string>(OneOf(INVESTMENT_GOALS));

/** The user details returned by login, edit-user and token-user. Never holds secrets. */
export const UserDetails = Type.Object(
  {
    name: Type.String(),
    email: Type.String(),
    zipCode: Type.String(),
    address: Type.String(),
    gender: Type.String(),
    phoneNumber: Type.String(),
    investmentGoal: Type.String(),
    verified: Type.Boolean(),
    plan: Type.String(),
    notification: Type.String(),
    currency: Type.String(),
    pendBalance: Money('Pending deposits.'),
    referralBonus: Money(),
    tradingProgress: Type.Number({ description: 'Signal strength, a percentage 0–100.' }),
    totalDeposit: Money(),
    totalEquity: Type.Union([
      Money('Cash + holdings at current prices (SPEC §12.3).'),
      Type.Null(),
    ]),
    tradeProfit: Money("Operator trade results + the realized profit of the user's sells."),
    availableCash: Money('Cash − pending withdrawals: what a buy or a withdrawal may use.'),
    withdrawalCharges: Type.Number({
      description: 'Withdrawal fee as a percent, e.g. 2.5 means 2.5 %.',
    }),
    userCanWithdraw: Type.Boolean(),
    withdrawalHoldReason: Type.Union([Type.String(), Type.Null()], {
      description: 'Why withdrawals are on hold (userCanWithdraw false), for the user to read.',
    }),
    bitcoinAddress: Type.String(),
    ethereumAddress: Type.String(),
    usdtAddress: Type.String(),
    twoFactorEnabled: Type.Boolean({
      description: 'Two-factor authentication (SPEC §11.4) is on for this account.',
    }),
    hasPasskey: Type.Boolean({
      description: 'The account has a passkey, which may answer where a 2FA code is asked.',
    }),
    withdrawalsOpenAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
      description: 'Set while withdrawals wait UNLOCK_DELAY_HOURS after an unlock; else null.',
    }),
    demo: Type.Boolean({
      description:
        'The demo account of `npm run demo`, whose activity is sample data (labelled so); false for every real account.',
    }),
  },
  { description: 'Built from an allow-list: never a hash or a stored seed phrase.' },
);
export type UserDetails = Static<typeof UserDetails>;

export const RegisterRequest = Type.Object({
  name: Text({ max: 100 }),
  email: Email(),
  password: NewPassword(),
  zipCode: Text({ max: 20 }),
  address: Text({ max: 200 }),
  countryOfResidence: Text({ max: 100, normalize: 'trim-lowercase' }),
  currency: Text({ max: 8 }),
  investmentGoal: investmentGoal(),
});
export type RegisterRequest = Static<typeof RegisterRequest>;

export const RegisterResponse = Type.Object({
  seedPhrase: Type.String({
    description: 'Twelve words joined by "-"; shown once, the server keeps only a hash.',
  }),
});
export type RegisterResponse = Static<typeof RegisterResponse>;

export const LoginRequest = Type.Object({
  email: Email(),
  password: TypedPassword(),
  deviceId: Type.Optional(
    Text({
      max: 64,
      description:
        'A random id the browser keeps (DEVICE_ID_STORAGE_KEY); a sign-in from an id the ' +
        'account has not signed in from is e-mailed (SPEC §12.5).',
    }),
  ),
});
export type LoginRequest = Static<typeof LoginRequest>;

/** A completed sign-in: the session's token and the user's details. */
export const LoginSuccessResponse = Type.Object({ token: Type.String(), user: UserDetails });
export type LoginSuccessResponse = Static<typeof LoginSuccessResponse>;

/**
 * `POST /auth/login` for an account with two-factor authentication on (SPEC §11.4): no token and
 * no session yet; `challenge` goes to `POST /auth/login/2fa` with a code.
 */
export const TwoFactorChallenge = Type.Object({
  twoFactorRequired: Type.Literal(true),
  challenge: Type.String({
    description:
      'Opaque; lives TWO_FACTOR_CHALLENGE_MINUTES and allows TWO_FACTOR_CHALLENGE_TRIES codes.',
  }),
});
export type TwoFactorChallenge = Static<typeof TwoFactorChallenge>;

/** What `POST /auth/login` answers; `POST /auth/login/2fa` answers `LoginSuccessResponse`. */
export const LoginResponse = Type.Union([LoginSuccessResponse, TwoFactorChallenge]);
export type LoginResponse = Static<typeof LoginResponse>;

export const EditPasswordRequest = Type.Object({
  email: Email(),
  password: NewPassword(),
  seedPhrase: Text({ max: 300, description: 'Any case, words separated by dashes or spaces.' }),
});
export type EditPasswordRequest = Static<typeof EditPasswordRequest>;

/**
 * `PUT /auth/edit-password`: the reset also rotates the seed phrase and hands the new one over,
 * once. Still a `MessageResponse`, so code that reads only `message` keeps working.
 */
export const EditPasswordResponse = Type.Object({
  message: Type.String(),
  seedPhrase: Type.String(),
});
export type EditPasswordResponse = Static<typeof EditPasswordResponse>;

/** Exactly these six fields are read; balances, flags and plan are never the user's to set. */
export const EditUserRequest = Type.Object({
  name: Text({ max: 100 }),
  zipCode: Text({ max: 20 }),
  address: Text({
    min: 5,
    max: 200,
    messages: { minLength: 'field_min_length_long' },
  }),
  gender: Text({ min: 0, max: 32 }),
  phoneNumber: Text({ min: 0, max: 32 }),
  investmentGoal: investmentGoal(),
});
export type EditUserRequest = Static<typeof EditUserRequest>;

export const EditUserResponse = Type.Object({ user: UserDetails });
export type EditUserResponse = Static<typeof EditUserResponse>;

const TAGS = ['Accounts'];

export const authEndpoints = {
  register: endpoint('POST', '/auth/register', {
    summary: 'Open an account',
    description: 'Answers the seed phrase once: with it the password can be reset.',
    tags: TAGS,
    body: RegisterRequest,
    response: { 201: RegisterResponse, ...errors(400, 409, 429, 503) },
  }),
  login: endpoint('POST', '/auth/login', {
    summary: 'Sign in with e-mail and password',
    description:
      'With 2FA on, the answer is a challenge for POST /auth/login/2fa: no token, no session yet.',
    tags: TAGS,
    body: LoginRequest,
    response: { 200: LoginResponse, ...errors(400, 401, 429, 503) },
  }),
  editPassword: endpoint('PUT', '/auth/edit-password', {
    summary: 'Reset the password with the seed phrase',
    description:
      'Ends every session and rotates the seed phrase. A wrong e-mail or phrase is 400, not 401.',
    tags: TAGS,
    body: EditPasswordRequest,
    response: { 200: EditPasswordResponse, ...errors(400, 429, 503) },
  }),
  editUser: endpoint('PUT', '/auth/edit-user', {
    summary: 'Change the account’s own details',
    tags: TAGS,
    security: BEARER,
    body: EditUserRequest,
    response: { 200: EditUserResponse, ...errors(400, 401, 429) },
  }),
  tokenUser: endpoint('GET', '/transaction/token-user', {
    summary: 'The signed-in user’s details and figures',
    tags: TAGS,
    security: BEARER,
    response: { 200: UserDetails, ...errors(401, 429) },
  }),
};
