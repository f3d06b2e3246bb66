import { randomUUID } from 'node:crypto';
import type {
  AddSavedAddressRequest,
  SavedAddress,
  WithdrawalAssetCode,
} from '../../../src/api/contract';
import type { Database, Queryable } from '../db/database';
import { DomainError } from '../domainError';
import { maskAddress, recordSecurityEvent } from './securityEvents';
import type { ClientInfo } from './sessions';
import { withSecondFactor, type SecondFactorAnswer, type SecondFactorGate } from './twoFactor';
import { lockUser } from './users';

/**
 * The withdrawal address book (SPEC §11.4). Once an account has saved an address, withdrawals
 * go only to saved addresses of the same asset whose hold (ADDRESS_HOLD_HOURS from saving)
 * has passed — so a stolen session can add its own address but not pay out to it at once.
 */

/** More than anyone needs, and a bound on what a client can make the server store. */
export const ADDRESS_BOOK_MAX_ENTRIES = 50;

interface SavedAddressRow {
  id: string;
  label: string;
  asset: WithdrawalAssetCode;
  address: string;
  created_at: Date;
  usable_from: Date;
}

function toSavedAddress(row: SavedAddressRow): SavedAddress {
  return {
    id: row.id,
    label: row.label,
    asset: row.asset,
    address: row.address,
    createdAt: row.created_at.toISOString(),
    usableFrom: row.usable_from.toISOString(),
  };
}

const COLUMNS = 'id, label, asset, address, created_at, usable_from';

/** Newest first. */
export async function listSavedAddresses(db: Queryable, userId: string): Promise<SavedAddress[]> {
  const rows = await db.query<SavedAddressRow>(
    `SELECT ${COLUMNS} FROM saved_addresses
      WHERE user_id = $1 AND removed_at IS NULL
      ORDER BY created_at DESC, id`,
    [userId],
  );
  return rows.map(toSavedAddress);
}

export interface NewSavedAddress {
  label: string;
  asset: WithdrawalAssetCode;
  address: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a change to the book needs: the second factor, the hold, and who made it. */
export interface AddressBookChange {
  gate: SecondFactorGate;
  holdHours: number;
  client: ClientInfo;
}

/**
 * Saves an address as the signed-in user asks (`POST /withdrawal/addresses`): with 2FA on it
 * needs a code (or a passkey), spent only if the address is saved — a refusal (duplicate, full book) rolls
 * back. The user row is locked, so the count limit holds against parallel requests.
 */
export async function addToAddressBook(
  db: Database,
  userId: string,
  request: AddSavedAddressRequest,
  change: AddressBookChange,
): Promise<SavedAddress> {
  const { code, passkey, ...entry } = request;
  return withSecondFactor(db, userId, { code, passkey }, change.gate, (checkCode) =>
    db.transaction(async (tx) => {
      await lockUser(tx, userId);
      await checkCode(tx);
      return saveAddress(tx, userId, entry, change.holdHours, change.client);
    }),
  );
}

/**
 * Removes one of the user's own addresses (`DELETE /withdrawal/addresses/:id`): with 2FA on it
 * needs a code, as saving one does — removing addresses is how a stolen session would lift the
 * book's rule. An id that is not one of theirs is `not_found` and leaves the code unspent.
 */
export async function removeFromAddressBook(
  db: Database,
  userId: string,
  id: string,
  answer: SecondFactorAnswer,
  change: AddressBookChange,
): Promise<void> {
  if (!UUID.test(id)) throw new DomainError('not_found', 'address_not_found');
  await withSecondFactor(db, userId, answer, change.gate, (checkCode) =>
    db.transaction(async (tx) => {
      await checkCode(tx);
      const removed = await removeSavedAddress(tx, userId, id, change.holdHours, change.client);
      // Rolls back, so the code is not spent on an address that is not there.
      if (!removed) throw new DomainError('not_found', 'address_not_found');
    }),
  );
}

/** An address book change as the security history records it. */
function eventDetail(entry: NewSavedAddress) {
  return { label: entry.label, asset: entry.asset, maskedAddress: maskAddress(entry.address) };
}

/**
 * Saves an address, usable ADDRESS_HOLD_HOURS from now, and records it in the security history
 * as made by `client`. Call inside the transaction that checked the code; the user row must be
 * locked (lockUser) so the count limit holds.
 */
async function saveAddress(
  tx: Queryable,
  userId: string,
  entry: NewSavedAddress,
  holdHours: number,
  client: ClientInfo,
): Promise<SavedAddress> {
  const [counted] = await tx.query<{ n: number; duplicate: boolean }>(
    `SELECT count(*)::int AS n, bool_or(asset = $2 AND address = $3) AS duplicate
       FROM saved_addresses WHERE user_id = $1 AND removed_at IS NULL`,
    [userId, entry.asset, entry.address],
  );
  if (counted?.duplicate) throw new DomainError('invalid', 'address_already_saved');
  if ((counted?.n ?? 0) >= ADDRESS_BOOK_MAX_ENTRIES) {
    throw new DomainError('invalid', 'address_book_full', {
      values: { max: ADDRESS_BOOK_MAX_ENTRIES },
    });
  }
  const [row] = await tx.query<SavedAddressRow>(
    `INSERT INTO saved_addresses (id, user_id, label, asset, address, usable_from)
     VALUES ($1, $2, $3, $4, $5, clock_timestamp() + make_interval(hours => $6))
     RETURNING ${COLUMNS}`,
    [randomUUID(), userId, entry.label, entry.asset, entry.address, holdHours],
  );
  if (!row) throw new Error('INSERT … RETURNING returned no address');
  await recordSecurityEvent(tx, userId, client, {
    kind: 'address_added',
    detail: eventDetail(row),
  });
  return toSavedAddress(row);
}

/**
 * Removes one of the user's own addresses and records that in the security history; false
 * when they have no such address. Call inside the transaction that checked the code. The row
 * is kept (marked removed) for the hold period, then deleted by a later removal.
 */
async function removeSavedAddress(
  tx: Queryable,
  userId: string,
  id: string,
  holdHours: number,
  client: ClientInfo,
): Promise<boolean> {
  await tx.query(
    `DELETE FROM saved_addresses
      WHERE user_id = $1 AND removed_at < clock_timestamp() - make_interval(hours => $2)`,
    [userId, holdHours],
  );
  const [removed] = await tx.query<NewSavedAddress>(
    `UPDATE saved_addresses SET removed_at = clock_timestamp()
      WHERE id = $1 AND user_id = $2 AND removed_at IS NULL
     RETURNING label, asset, address`,
    [id, userId],
  );
  if (!removed) return false;
  await recordSecurityEvent(tx, userId, client, {
    kind: 'address_removed',
    detail: eventDetail(removed),
  });
  return true;
}

/** "2026-11-24 09:30 UTC": what a person reads, next to the exact ISO time. */
function formatUtc(moment: Date): string {
  return `${moment.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/**
 * Refuses (403) a withdrawal the address book does not allow: with no saved address every
 * destination is allowed (the book is opt-in); with one or more, only a saved address of the
 * withdrawal's asset whose hold has passed. An address removed within the hold period still
 * counts as "has a saved address": otherwise a stolen session could empty the book and pay
 * out anywhere at once, sooner than the hold lets a new address receive.
 * Call inside the withdrawal's transaction.
 */
export async function requireAllowedDestination(
  tx: Queryable,
  userId: string,
  asset: string,
  walletAddress: string,
  holdHours: number,
): Promise<void> {
  const rows = await tx.query<{
    any_saved: boolean;
    asset: string | null;
    usable_from: Date | null;
    usable_now: boolean | null;
  }>(
    `SELECT EXISTS (SELECT 1 FROM saved_addresses
                     WHERE user_id = $1
                       AND (removed_at IS NULL
                            OR removed_at > clock_timestamp() - make_interval(hours => $3)))
              AS any_saved,
            s.asset, s.usable_from, s.usable_from <= clock_timestamp() AS usable_now
       FROM (SELECT 1) one
       LEFT JOIN saved_addresses s
         ON s.user_id = $1 AND s.address = $2 AND s.removed_at IS NULL`,
    [userId, walletAddress, holdHours],
  );
  if (!rows[0]?.any_saved) return;
  const matches = rows.filter((row) => row.asset !== null);
  const sameAsset = matches.find((row) => row.asset === asset);
  if (!sameAsset) {
    if (matches.length > 0) {
      const assets = matches.map((row) => row.asset).join(', ');
      throw new DomainError('forbidden', 'address_saved_for_other_asset', {
        values: { assets, asset },
      });
    }
    throw new DomainError('forbidden', 'address_not_saved');
  }
  if (!sameAsset.usable_now && sameAsset.usable_from) {
    throw new DomainError('forbidden', 'address_on_hold', {
      values: {
        date: formatUtc(sameAsset.usable_from),
        isoDate: sameAsset.usable_from.toISOString(),
      },
    });
  }
}
