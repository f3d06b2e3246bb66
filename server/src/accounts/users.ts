import { randomUUID } from 'node:crypto';
import type { UserDetails } from '../../../src/api/types';
import type { Queryable } from '../db/database';
import { toApiNumber } from '../money';
import { ledgerFigures } from './ledger';
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
  bitcoin_address: string;
  ethereum_address: string;
  usdt_address: string;
  created_at: Date;
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
 * column (or a secret) to the table can never leak it into a response.
 */
export async function loadUserDetails(db: Queryable, user: UserRow): Promise<UserDetails> {
  const figures = await ledgerFigures(db, user.id);
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
    totalEquity: toApiNumber(figures.totalEquity),
    tradeProfit: toApiNumber(figures.tradeProfit),
    withdrawalCharges: toApiNumber(user.withdrawal_fee_percent),
    userCanWithdraw: user.can_withdraw,
    bitcoinAddress: user.bitcoin_address,
    ethereumAddress: user.ethereum_address,
    usdtAddress: user.usdt_address,
    twoFactorEnabled: await isTwoFactorEnabled(db, user.id),
  };
}
