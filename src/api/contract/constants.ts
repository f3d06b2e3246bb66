/**
 * The contract's values: limits, lists and the messages a client tells apart. Plain data with
 * no TypeBox in it, so the SPA imports these (and only these) at run time while it takes every
 * type from the schemas with `import type` — the bundle never carries the schema builder.
 * The schemas (the other modules of src/api/contract) import them from here.
 */

export const RECORD_STATUSES = ['pending', 'approved', 'failed'] as const;

export const INVESTMENT_GOALS = [
  'none',
  'Investing for Retirement',
  'Investing to buy house',
  'A Career Change',
  'Starting a business',
] as const;

/** Shortest new password (sign-up, reset); a password typed to sign in is checked as it is. */
export const PASSWORD_MIN_LENGTH = 8;

/**
 * Integer digits a money amount may have (server and forms alike). Amounts travel as JSON
 * numbers (doubles), and a decimal survives that trip exactly only up to 15 significant digits
 * (DBL_DIG): 13 integer digits plus cents. One more and 12345678901234.01 would come back as
 * …234.02, so the cap refuses it instead of losing a cent. Also well inside NUMERIC(20,2), so
 * no sum can overflow.
 */
export const MAX_AMOUNT_DIGITS = 13;

/** The largest `limit` a history page may ask for (SPEC §11.2). */
export const HISTORY_PAGE_MAX_LIMIT = 100;

/** The longest range `GET /statements` covers. */
export const STATEMENT_MAX_YEARS = 5;
export const STATEMENT_FORMATS = ['csv', 'json'] as const;
export const STATEMENT_ENTRY_TYPES = [
  'deposit',
  'trade_result',
  'referral_bonus',
  'withdrawal',
  'withdrawal_fee',
  'trade_buy',
  'trade_sell',
  'trade_fee',
] as const;

/** A market order's side (SPEC §12.2). */
export const TRADE_SIDES = ['buy', 'sell'] as const;

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

// ——— Two-factor authentication and withdrawal protection (SPEC §11.4) ———

/** Digits of a TOTP code (RFC 6238, SHA-1, 30 s steps). */
export const TOTP_DIGITS = 6;
/** Recovery codes look like `7k2mq-x9d4p`: two groups of five, lower case, case-insensitive. */
export const RECOVERY_CODE_COUNT = 10;
export const TWO_FACTOR_CHALLENGE_MINUTES = 5;
export const TWO_FACTOR_CHALLENGE_TRIES = 5;

/**
 * The `code` of the 401 on `/auth/login/2fa` when the challenge is over (the message is
 * TWO_FACTOR_MESSAGES.challengeExpired in English): go back to the password step.
 */
export const TWO_FACTOR_CHALLENGE_EXPIRED_CODE = 'two_factor_challenge_expired';

/**
 * The server's English messages for these refusals (SPEC-exact; its catalogue,
 * src/i18n/locales/en/server.json, must say the same, which server/test/serverMessages.test.ts
 * checks). Other languages get a translation, so a client tells them apart by `code`.
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

/**
 * Withdrawal assets (the deposit methods of SPEC §10 by ticker): the only assets an address
 * book entry may have, and the values the withdrawal form sends as `asset`.
 */
export const WITHDRAWAL_ASSET_CODES = ['BTC', 'ETH', 'USDT', 'TRX', 'SOL', 'BNB'] as const;
export const SAVED_ADDRESS_LABEL_MAX_LENGTH = 50;
export const SAVED_ADDRESS_MAX_LENGTH = 128;

/** The ranges of `GET /portfolio/history` (SPEC §11.3), in the order the chart offers them. */
export const PORTFOLIO_RANGES = ['1W', '1M', '3M', 'YTD', '1Y', 'ALL'] as const;

// ——— Watchlist, price alerts and notifications (SPEC §12.4) ———

/** Coins a watchlist may hold. */
export const WATCHLIST_MAX_ASSETS = 20;
/** Active price alerts a user may have at once. */
export const ALERTS_MAX_ACTIVE = 20;
/** Which side of its level an alert waits for. */
export const ALERT_DIRECTIONS = ['above', 'below'] as const;
/** What a notification reports; each also goes by e-mail while its switch is on. */
export const NOTIFICATION_KINDS = [
  'price_alert',
  'deposit_approved',
  'deposit_failed',
  'withdrawal_approved',
  'withdrawal_failed',
  'trade_executed',
  'security',
  // An operator's message to one user (`notify`, SPEC §12.7); not an event of SPEC §12.4's list.
  'message',
] as const;
/** Security e-mails cannot be switched off (SPEC §12.4). */
export const ALWAYS_EMAILED_KINDS = ['security'] as const;
/** The bell asks for the unread count at least this often (SPEC §12.4: within 30 s). */
export const NOTIFICATIONS_POLL_SECONDS = 20;
/** The largest `limit` of a notifications page, and the most ids one mark-read call takes. */
export const NOTIFICATIONS_PAGE_MAX_LIMIT = 100;

/** Passkeys and the account lock (SPEC §12.5). */
export const PASSKEY_NAME_MAX_LENGTH = 50;
export const PASSKEY_CHALLENGE_MINUTES = 5;
export const ANTI_PHISHING_PHRASE_MIN_LENGTH = 3;
export const ANTI_PHISHING_PHRASE_MAX_LENGTH = 40;
export const LOCK_LINK_HOURS = 24;
/** Where the browser keeps its device id, sent with each sign-in to tell a new browser. */
export const DEVICE_ID_STORAGE_KEY = 'meridian.deviceId';
