import { randomUUID } from 'node:crypto';
import type { EditUserRequest, UserDetails } from '../../../src/api/contract';
import type { AppConfig } from '../config';
import type { Queryable } from '../db/database';
import { toApiNumber } from '../money';
import { figuresWithHoldings } from './holdingsFigures';
import { ledgerFigures } from './ledger';
import { hasPasskey } from './passkeys';
import { isTwoFactorEnabled } from './twoFactor';

/** A users row as stored. Secrets stay inside the server; see `toUserDetails`. */
export interface UserRow {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  seed_phrase_hash: string;
  token_version: number;
  zip_code: string;
  address: string;
  country_of_residence: string;
  currency: string;
  investment_goal: string;
  gender: string;
  phone_number: string;
  verified: boolean;
  plan: string;
  notification: string;
  trading_progress: string;
  withdrawal_fee_percent: string;
  can_withdraw: boolean;
  /** The operator's reason for a withdrawal hold (SPEC §12.0); null when none was given. */
  withdrawal_hold_reason: string | null;
  /** Set while the account is locked (accountLock.ts). */
  locked_at: Date | null;
  /** After an unlock, withdrawals wait until then. */
  withdrawals_open_at: Date | null;
  bitcoin_address: string;
  ethereum_address: string;
  usdt_address: string;
  created_at: Date;
  /** When the demo seeder wrote sample activity here (migration 020); null for every real account. */
  sample_activity_at: Date | null;
}

export interface NewUser {
  email: string;
  name: string;
  passwordHash: string;
  seedPhraseHash: string;
  zipCode: string;
  address: string;
  countryOfResidence: string;
  currency: string;
  investmentGoal: string;
}

const INSERT_USER = `INSERT INTO users (id, email, name, password_hash, seed_phrase_hash, zip_code,
                                        address, country_of_residence, currency, investment_goal)
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`;

/** Inserts an account with every flag and balance at its safe default. */
export async function insertUser(db: Queryable, user: NewUser): Promise<string> {
  const id = randomUUID();
  await db.query(INSERT_USER, newUserParams(id, user));
  return id;
}

/**
 * Like insertUser, but a taken email is not an error: returns false and changes nothing.
 * Decided by the unique index, so it holds for instances racing on one database.
 */
export async function insertUserUnlessEmailTaken(db: Queryable, user: NewUser): Promise<boolean> {
  const inserted = await db.query(
    `${INSERT_USER} ON CONFLICT (email) DO NOTHING RETURNING id`,
    newUserParams(randomUUID(), user),
  );
  return inserted.length > 0;
}

function newUserParams(id: string, user: NewUser): unknown[] {
  return [
    id,
    user.email,
    user.name,
    user.passwordHash,
    user.seedPhraseHash,
    user.zipCode,
    user.address,
    user.countryOfResidence,
    user.currency,
    user.investmentGoal,
  ];
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const [row] = await db.query<UserRow>('SELECT * FROM users WHERE email = $1', [email]);
  return row ?? null;
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | null> {
  const [row] = await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
  return row ?? null;
}

/**
 * The only shape of a user that leaves the server: an explicit allow-list, so adding a
 * column (or a secret) to the table can never leak it into a response. Holdings are valued
 * at prices no older than `priceMaxAgeSeconds` (PRICE_MAX_AGE_SECONDS) on the app's clock
 * (`config.now`), the clock GET /holdings values them on, so the two agree.
 */
export async function loadUserDetails(
  db: Queryable,
  user: UserRow,
  config: Pick<AppConfig, 'priceMaxAgeSeconds' | 'now'>,
): Promise<UserDetails> {
  const figures = await ledgerFigures(db, user.id);
  const withHoldings = await figuresWithHoldings(
    db,
    user.id,
    figures,
    config.priceMaxAgeSeconds,
    new Date(config.now()),
  );
  return {
    name: user.name,
    email: user.email,
    zipCode: user.zip_code,
    address: user.address,
    gender: user.gender,
    phoneNumber: user.phone_number,
    investmentGoal: user.investment_goal,
    verified: user.verified,
    plan: user.plan,
    notification: user.notification,
    currency: user.currency,
    pendBalance: toApiNumber(figures.pendBalance),
    referralBonus: toApiNumber(figures.referralBonus),
    tradingProgress: toApiNumber(user.trading_progress),
    totalDeposit: toApiNumber(figures.totalDeposit),
    totalEquity: withHoldings.totalEquity === null ? null : toApiNumber(withHoldings.totalEquity),
    tradeProfit: toApiNumber(withHoldings.tradeProfit),
    availableCash: toApiNumber(figures.availableCash),
    withdrawalCharges: toApiNumber(user.withdrawal_fee_percent),
    userCanWithdraw: user.can_withdraw,
    withdrawalHoldReason: user.can_withdraw ? null : user.withdrawal_hold_reason,
    bitcoinAddress: user.bitcoin_address,
    ethereumAddress: user.ethereum_address,
    usdtAddress: user.usdt_address,
    twoFactorEnabled: await isTwoFactorEnabled(db, user.id),
    hasPasskey: await hasPasskey(db, user.id),
    withdrawalsOpenAt: await withdrawalsWaitUntil(db, user.id),
    demo: user.sample_activity_at !== null,
  };
}

/** When withdrawals reopen after an unlock, while that is still ahead; else null. */
async function withdrawalsWaitUntil(db: Queryable, userId: string): Promise<string | null> {
  const [row] = await db.query<{ until: Date | null }>(
    `SELECT CASE WHEN withdrawals_open_at > clock_timestamp() THEN withdrawals_open_at END AS until
       FROM users WHERE id = $1`,
    [userId],
  );
  return row?.until ? row.until.toISOString() : null;
}

/**
 * The six fields a user may change about themselves (SPEC §8 "edit-user"): nothing else is
 * read from `changes`. Null when the user no longer exists.
 */
export async function updateUserDetails(
  db: Queryable,
  userId: string,
  changes: EditUserRequest,
): Promise<UserRow | null> {
  const [updated] = await db.query<UserRow>(
    `UPDATE users
        SET name = $2, zip_code = $3, address = $4, gender = $5, phone_number = $6,
            investment_goal = $7, updated_at = now()
      WHERE id = $1
     RETURNING *`,
    [
      userId,
      changes.name,
      changes.zipCode,
      changes.address,
      changes.gender,
      changes.phoneNumber,
      changes.investmentGoal,
    ],
  );
  return updated ?? null;
}

/**
 * Replaces a password hash made at a cheaper past cost with `newHash` of the same password —
 * unless a reset changed it meanwhile (`oldHash` no longer stored), which this must not undo.
 */
export async function upgradePasswordHash(
  db: Queryable,
  userId: string,
  oldHash: string,
  newHash: string,
): Promise<void> {
  await db.query(
    'UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1 AND password_hash = $3',
    [userId, newHash, oldHash],
  );
}

/**
 * Sets a new password and seed phrase, only if the phrase is still the one `verifiedSeedHash`
 * was checked against: of two resets racing with the same phrase, one wins and the other gets
 * false instead of handing out a dead phrase.
 */
export async function replaceCredentials(
  db: Queryable,
  userId: string,
  verifiedSeedHash: string,
  hashes: { passwordHash: string; seedPhraseHash: string },
): Promise<boolean> {
  const updated = await db.query(
    `UPDATE users SET password_hash = $2, seed_phrase_hash = $3, updated_at = now()
      WHERE id = $1 AND seed_phrase_hash = $4
     RETURNING id`,
    [userId, hashes.passwordHash, hashes.seedPhraseHash, verifiedSeedHash],
  );
  return updated.length > 0;
}

/**
 * Serialises a user's money-changing requests (deposits, withdrawals, the address book): the
 * row stays locked until the transaction ends. Returns what the withdrawal rules read.
 */
export async function lockUser(tx: Queryable, userId: string) {
  const [row] = await tx.query<{
    can_withdraw: boolean;
    withdrawal_hold_reason: string | null;
    withdrawal_fee_percent: string;
    locked: boolean;
    withdrawals_wait_until: Date | null;
  }>(
    `SELECT can_withdraw, withdrawal_hold_reason, withdrawal_fee_percent,
            locked_at IS NOT NULL AS locked,
            CASE WHEN withdrawals_open_at > clock_timestamp() THEN withdrawals_open_at END
              AS withdrawals_wait_until
       FROM users WHERE id = $1 FOR UPDATE`,
    [userId],
  );
  if (!row) throw new Error(`user ${userId} vanished inside a transaction`);
  return row;
}
