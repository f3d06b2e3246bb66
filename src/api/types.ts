/**
 * The API contract of SPEC §8, shared by the SPA and the reference server (server/ imports
 * this file) so the two cannot drift apart silently. Amounts travel as JSON numbers; the
 * server keeps them as exact NUMERIC values and converts at the edge.
 */

export type RecordStatus = 'pending' | 'approved' | 'failed';

export const INVESTMENT_GOALS = [
  'none',
  'Investing for Retirement',
  'Investing to buy house',
  'A Career Change',
  'Starting a business',
] as const;
export type InvestmentGoal = (typeof INVESTMENT_GOALS)[number];

/** Every error response body. */
export interface ApiErrorBody {
  message: string;
}

/** The user details returned by login, edit-user and token-user. Never holds secrets. */
export interface UserDetails {
  name: string;
  email: string;
  zipCode: string;
  address: string;
  gender: string;
  phoneNumber: string;
  investmentGoal: string;
  verified: boolean;
  plan: string;
  notification: string;
  currency: string;
  pendBalance: number;
  referralBonus: number;
  /** Signal strength, a percentage 0–100. */
  tradingProgress: number;
  totalDeposit: number;
  totalEquity: number;
  tradeProfit: number;
  /** Withdrawal fee as a percent, e.g. 2.5 means 2.5 %. */
  withdrawalCharges: number;
  userCanWithdraw: boolean;
  bitcoinAddress: string;
  ethereumAddress: string;
  usdtAddress: string;
  /** Two-factor authentication (SPEC §11.4) is on for this account. */
  twoFactorEnabled: boolean;
}

export interface RegisterRequest {
  name: string;
  email: string;
  password: string;
  zipCode: string;
  address: string;
  countryOfResidence: string;
  currency: string;
  investmentGoal: string;
}
export interface RegisterResponse {
  seedPhrase: string;
}

export interface LoginRequest {
  email: string;
  password: string;
}
/** A completed sign-in: the session's token and the user's details. */
export interface LoginSuccessResponse {
  token: string;
  user: UserDetails;
}
/**
 * `POST /auth/login` for an account with two-factor authentication on (SPEC §11.4): no token and
 * no session yet; `challenge` goes to `POST /auth/login/2fa` with a code.
 */
export interface TwoFactorChallenge {
  twoFactorRequired: true;
  /** Opaque; lives TWO_FACTOR_CHALLENGE_MINUTES and allows TWO_FACTOR_CHALLENGE_TRIES codes. */
  challenge: string;
}
/** What `POST /auth/login` answers; `POST /auth/login/2fa` answers `LoginSuccessResponse`. */
export type LoginResponse = LoginSuccessResponse | TwoFactorChallenge;
export function isTwoFactorChallenge(response: LoginResponse): response is TwoFactorChallenge {
  return 'twoFactorRequired' in response && response.twoFactorRequired;
}

export interface EditPasswordRequest {
  email: string;
  password: string;
  seedPhrase: string;
}
export interface MessageResponse {
  message: string;
}

export interface EditUserRequest {
  name: string;
  zipCode: string;
  address: string;
  gender: string;
  phoneNumber: string;
  investmentGoal: string;
}
export interface EditUserResponse {
  user: UserDetails;
}

export interface Deposit {
  _id: string;
  amount: number;
  /** ISO-8601 timestamp. */
  date: string;
  reference: string;
  status: RecordStatus;
}
export interface AddDepositRequest {
  amount: number;
}
export interface AddDepositResponse {
  transaction: Deposit;
}
export interface AllDepositsResponse {
  allTransactions: Deposit[];
}

export interface Withdrawal {
  _id: string;
  amount: number;
  /** ISO-8601 timestamp. */
  createdAt: string;
  reference: string;
  status: RecordStatus;
  /** Fee as a fraction of the amount (percent / 100). */
  charges: number;
  walletAddress: string;
  email: string;
  exchange: string;
  asset: string;
}
export interface AddWithdrawalRequest {
  amount: number;
  charges: number;
  walletAddress: string;
  email: string;
  exchange: string;
  asset: string;
  /** TOTP or recovery code; required when two-factor authentication is on (SPEC §11.4). */
  code?: string;
}
export interface AddWithdrawalResponse {
  withdrawal: Withdrawal;
}
export interface AllWithdrawalsResponse {
  allWithdrawals: Withdrawal[];
}

/** The largest `limit` a history page may ask for (SPEC §11.2). */
export const HISTORY_PAGE_MAX_LIMIT = 100;

/**
 * Query of `GET /transaction/all` and `GET /withdrawal/all` (SPEC §11.2). Filters apply with or
 * without `limit`; only with `limit` is the answer a page. Dates are `YYYY-MM-DD`, inclusive, UTC.
 */
export interface HistoryQuery {
  limit?: number;
  /** Opaque, from the previous page's `nextCursor`; only with `limit`. */
  cursor?: string;
  status?: RecordStatus;
  from?: string;
  to?: string;
}
/** One page of a history list, newest first. */
export interface HistoryPage {
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
  /** Records matching the filters, across all pages. */
  total: number;
}
export interface DepositsPageResponse extends HistoryPage {
  allTransactions: Deposit[];
}
export interface WithdrawalsPageResponse extends HistoryPage {
  allWithdrawals: Withdrawal[];
}

/** The longest range `GET /statements` covers. */
export const STATEMENT_MAX_YEARS = 5;
export type StatementFormat = 'csv' | 'json';
export type StatementEntryType =
  'deposit' | 'trade_result' | 'referral_bonus' | 'withdrawal' | 'withdrawal_fee';
/** One ledger entry of a statement; amounts are plain signed decimals ("1234.50", "-12.00"). */
export interface StatementEntry {
  /** ISO-8601 timestamp of the ledger entry. */
  date: string;
  type: StatementEntryType;
  reference: string;
  description: string;
  amount: string;
  /** Running sum of every ledger entry up to and including this one (totalEquity then). */
  balance: string;
}
/** `GET /statements?format=json`; entries oldest first. */
export interface StatementResponse {
  from: string;
  to: string;
  openingBalance: string;
  closingBalance: string;
  entries: StatementEntry[];
}

/** One coin of the CoinGecko-shaped `/coins/markets` feed (fields the app reads). */
export interface MarketCoin {
  id: string;
  symbol: string;
  name: string;
  image: string;
  current_price: number | null;
  market_cap: number | null;
  market_cap_rank: number | null;
  total_volume: number | null;
  price_change_percentage_24h: number | null;
}

/**
 * Market-wide figures of the CoinGecko-shaped `/global` feed (the `data` object; fields the app
 * reads). Amount maps are keyed by lower-case currency code, e.g. `total_market_cap.usd`.
 */
export interface GlobalMarket {
  active_cryptocurrencies: number;
  total_market_cap: Record<string, number>;
  total_volume: Record<string, number>;
  /** Share of the total market cap per coin symbol, in percent (e.g. `btc: 52.1`). */
  market_cap_percentage: Record<string, number>;
}
export interface GlobalMarketResponse {
  data: GlobalMarket;
}

/** A `/coins/markets` row requested with `sparkline=true&price_change_percentage=24h,7d`. */
export interface MarketCoinWithSparkline extends MarketCoin {
  high_24h: number | null;
  low_24h: number | null;
  last_updated: string | null;
  price_change_percentage_7d_in_currency?: number | null;
  /** Hourly prices over the last 7 days, oldest first. */
  sparkline_in_7d?: { price: number[] } | null;
}

/** One row of CoinGecko's `/coins/{id}/ohlc`: [time ms, open, high, low, close]. */
export type OhlcTuple = [number, number, number, number, number];

/** CoinGecko's `/coins/{id}/market_chart`: [time ms, value] pairs; volumes are in vs_currency. */
export interface MarketChartResponse {
  prices: Array<[number, number]>;
  market_caps: Array<[number, number]>;
  total_volumes: Array<[number, number]>;
}

/** One candle as the app uses it; `volume` is null when the feed gave none for that period. */
export interface Candle {
  /** Start of the period, ms since the epoch (UTC). */
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number | null;
}

/** A last-trade update from the real-time stream, whatever exchange format it arrived in. */
export interface TickerUpdate {
  /** Exchange pair symbol, upper case, e.g. `BTCUSDT`. */
  symbol: string;
  price: number;
  /** When the exchange produced the update, ms since the epoch. */
  time: number;
}

/**
 * Honest state of the real-time stream: `connecting` before the first message, `live` while
 * messages arrive, `delayed` when they stopped or the socket dropped (prices shown are the last
 * ones received), `unavailable` when the stream cannot be reached at all.
 */
export type MarketStreamStatus = 'connecting' | 'live' | 'delayed' | 'unavailable';

// ——— Sessions a user can see and end (SPEC §11.1) ———

/**
 * `PUT /auth/edit-password`: the reset also rotates the seed phrase and hands the new one over,
 * once. Still a `MessageResponse`, so code that reads only `message` keeps working.
 */
export interface EditPasswordResponse extends MessageResponse {
  seedPhrase: string;
}

/** One active session of the signed-in user (`GET /auth/sessions`). */
export interface SessionInfo {
  id: string;
  /** ISO-8601 timestamp of the sign-in that opened it. */
  createdAt: string;
  /** ISO-8601; updated at most once a minute while the session is used. */
  lastSeenAt: string;
  /** Client IP when it signed in. */
  ip: string;
  /** The browser's User-Agent header when it signed in; `''` when it sent none. */
  userAgent: string;
  /** True for the session whose token made this call. */
  current: boolean;
}
export interface SessionsResponse {
  /** Active sessions only, newest first. */
  sessions: SessionInfo[];
}

/**
 * Marks a bearer call the app makes on its own (polling), not because someone used it: the
 * server answers it but does not count it as use, so it never keeps an idle session alive.
 * Value `1`.
 */
export const BACKGROUND_REQUEST_HEADER = 'X-Meridian-Background';

// ——— Step-up: security changes need a recent sign-in (SPEC §12.5) ———

/** A password or passkey sign-in within this many minutes counts as recent. */
export const RECENT_SIGN_IN_MINUTES = 5;
/** The `code` of a 403 that asks the app to confirm the password and send the call again. */
export const REAUTH_REQUIRED_CODE = 'reauth_required';
export const STEP_UP_MESSAGES = {
  /** No sign-in within RECENT_SIGN_IN_MINUTES and no password in the body. */
  passwordRequired: 'Please confirm your password to continue.',
  /** The body's password is not the account's; answered with REAUTH_REQUIRED_CODE too. */
  wrongPassword: 'That password is not correct. Please try again.',
} as const;
/** The body of a 403 with REAUTH_REQUIRED_CODE. */
export interface ReauthRequiredError {
  message: string;
  code: typeof REAUTH_REQUIRED_CODE;
}
/** A call behind a step-up carries the password when the app had to ask for it. */
export interface StepUpRequest {
  password?: string;
}

/** One sign-in attempt on the account; never what was typed. */
export interface LoginAttempt {
  /** ISO-8601 timestamp. */
  at: string;
  ip: string;
  /** `''` when the client sent no User-Agent. */
  userAgent: string;
  success: boolean;
}
export interface LoginHistoryResponse {
  /** The last 50 attempts, newest first. */
  logins: LoginAttempt[];
  /** The last 100 security changes (`SecurityEvent`), newest first; a client may merge both by `at`. */
  events: SecurityEvent[];
}

/**
 * Integer digits a money amount may have (server and forms alike). Amounts travel as JSON
 * numbers (doubles), and a decimal survives that trip exactly only up to 15 significant digits
 * (DBL_DIG): 13 integer digits plus cents. One more and 12345678901234.01 would come back as
 * …234.02, so the cap refuses it instead of losing a cent. Also well inside NUMERIC(20,2), so
 * no sum can overflow.
 */
export const MAX_AMOUNT_DIGITS = 13;

// ——— Two-factor authentication and withdrawal protection (SPEC §11.4) ———

/** Digits of a TOTP code (RFC 6238, SHA-1, 30 s steps). */
export const TOTP_DIGITS = 6;
/** Recovery codes look like `7k2mq-x9d4p`: two groups of five, lower case, case-insensitive. */
export const RECOVERY_CODE_COUNT = 10;
export const TWO_FACTOR_CHALLENGE_MINUTES = 5;
export const TWO_FACTOR_CHALLENGE_TRIES = 5;

/**
 * Messages the server answers with, exported so the client can tell them apart (e.g. go back
 * to the password step when the challenge is over rather than ask for another code).
 * - `challengeExpired` (401 on `/auth/login/2fa`): unknown, used, expired or exhausted challenge.
 * - `wrongCode`: 401 on `/auth/login/2fa`, 403 on bearer calls (enable, disable, withdrawals).
 * - `codeRequired` (403): 2FA is on and the call carried no code.
 * - `malformedCode` (400): not 6 digits and not a recovery code; never counts as a try.
 */
export const TWO_FACTOR_MESSAGES = {
  challengeExpired: 'This sign-in has expired. Enter your email and password again.',
  wrongCode:
    'That code is not valid. Enter the current code from your authenticator app or an unused recovery code.',
  codeRequired: 'Two-factor authentication is on: enter the code from your authenticator app.',
  malformedCode:
    'Enter the 6-digit code from your authenticator app, or a recovery code like xxxxx-xxxxx.',
} as const;

/** `POST /auth/2fa/setup`: a new pending secret, not in force until enabled with a code. */
export interface TwoFactorSetupResponse {
  /** Base32, for typing into an authenticator app by hand. */
  secret: string;
  /** `otpauth://totp/Meridian:<email>?…`, for the QR code. */
  otpauthUrl: string;
}
/** Body of `POST /auth/2fa/enable` and `POST /auth/2fa/disable` (both behind a step-up). */
export interface TwoFactorCodeRequest extends StepUpRequest {
  code: string;
}
/** `POST /auth/2fa/enable`: the recovery codes, shown once; the server keeps only hashes. */
export interface EnableTwoFactorResponse {
  recoveryCodes: string[];
}
/** Body of `POST /auth/login/2fa`; answered like a login (`LoginSuccessResponse`). */
export interface LoginTwoFactorRequest {
  challenge: string;
  /** TOTP or recovery code. */
  code: string;
}

/**
 * Withdrawal assets (the deposit methods of SPEC §10 by ticker): the only assets an address
 * book entry may have, and the values the withdrawal form sends as `asset`.
 */
export const WITHDRAWAL_ASSET_CODES = ['BTC', 'ETH', 'USDT', 'TRX', 'SOL', 'BNB'] as const;
export type WithdrawalAssetCode = (typeof WITHDRAWAL_ASSET_CODES)[number];
export const SAVED_ADDRESS_LABEL_MAX_LENGTH = 50;
export const SAVED_ADDRESS_MAX_LENGTH = 128;

/** One address of the withdrawal address book. */
export interface SavedAddress {
  id: string;
  label: string;
  asset: WithdrawalAssetCode;
  address: string;
  /** ISO-8601 timestamp. */
  createdAt: string;
  /** ISO-8601: withdrawals to it are accepted from then on (createdAt + ADDRESS_HOLD_HOURS). */
  usableFrom: string;
}
/** `GET /withdrawal/addresses`, newest first. */
export interface AddressBookResponse {
  addresses: SavedAddress[];
}
/** `POST /withdrawal/addresses`. */
export interface AddSavedAddressRequest {
  label: string;
  asset: WithdrawalAssetCode;
  address: string;
  /** TOTP or recovery code; required when two-factor authentication is on. */
  code?: string;
}
export interface AddSavedAddressResponse {
  address: SavedAddress;
}
/** Body of `DELETE /withdrawal/addresses/:id`; none at all is fine while 2FA is off. */
export interface RemoveSavedAddressRequest {
  /** TOTP or recovery code; required when two-factor authentication is on. */
  code?: string;
}

// ——— Security history: changes beside the sign-ins of `GET /auth/login-history` ———

/** An address book change as the history shows it: never the whole address. */
export interface SavedAddressEventDetail {
  label: string;
  asset: WithdrawalAssetCode;
  /** The first 6 and last 4 characters around an ellipsis (`bc1qxy…x9f2`); less of a short one. */
  maskedAddress: string;
}

/**
 * Each kind of security event and the `detail` it carries. A new kind is one line here (its
 * detail type, or `null` when the kind says it all); the kind union, the event type and the
 * client's wording (which must cover every kind) follow from it.
 */
export interface SecurityEventDetails {
  address_added: SavedAddressEventDetail;
  address_removed: SavedAddressEventDetail;
}
export type SecurityEventKind = keyof SecurityEventDetails;

/** One security event of kind `K`: when, from where, and what changed. */
export interface SecurityEventOf<K extends SecurityEventKind> {
  /** Opaque; unique per event. */
  id: string;
  kind: K;
  /** ISO-8601 timestamp. */
  at: string;
  /** The IP and User-Agent (`''` when none was sent) of the request that made the change. */
  ip: string;
  userAgent: string;
  detail: SecurityEventDetails[K];
}
export type SecurityEvent = { [K in SecurityEventKind]: SecurityEventOf<K> }[SecurityEventKind];

/** The ranges of `GET /portfolio/history` (SPEC §11.3), in the order the chart offers them. */
export const PORTFOLIO_RANGES = ['1W', '1M', '3M', 'YTD', '1Y', 'ALL'] as const;
export type PortfolioRange = (typeof PORTFOLIO_RANGES)[number];
/** The user's figures at the end of one UTC day, as decimal strings like token-user's. */
export interface PortfolioPoint {
  /** `YYYY-MM-DD` (UTC). */
  date: string;
  /** Total equity: every ledger entry up to the end of that day. */
  balance: string;
  /** Total deposit (approved deposits) at the end of that day — token-user's `totalDeposit`. */
  netDeposits: string;
  /** Trade results minus approved withdrawals and their fees at the end of that day. */
  tradeProfit: string;
}
/** `GET /portfolio/history?range=…`: one point per day, ascending, the last one today. */
export interface PortfolioHistoryResponse {
  range: PortfolioRange;
  points: PortfolioPoint[];
}
