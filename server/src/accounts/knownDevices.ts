import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database';
import { notify } from '../notifications/notify';
import { securityContextNow } from './securityEvents';
import type { ClientInfo } from './sessions';

/**
 * New browsers (SPEC §12.5). The app keeps a random id in local storage (DEVICE_ID_STORAGE_KEY)
 * and sends it with each sign-in; a completed sign-in from an id the account has not used — or
 * with no id at all — is e-mailed with the time, browser, IP and a link that locks the account.
 * Only a SHA-256 of each id is stored. The account's first sign-in (right after registration)
 * records its browser without an e-mail.
 */

/** SHA-256 of a device id; null for none. */
export function hashDeviceId(deviceId: string | undefined): string | null {
  return deviceId ? createHash('sha256').update(deviceId).digest('hex') : null;
}

export interface SignInDevice {
  userId: string;
  /** The id the browser sent with the sign-in, if any. */
  deviceId?: string | undefined;
  client: ClientInfo;
}

/**
 * Call in the transaction that opens the session of a completed sign-in (password, 2FA code,
 * passkey): remembers the browser and, when it is new to the account, queues the e-mail.
 */
export function noteSignInDevice(tx: Queryable, device: SignInDevice): Promise<void> {
  return noteSignInDeviceHash(tx, { ...device, deviceHash: hashDeviceId(device.deviceId) });
}

/** noteSignInDevice with the id already hashed (the 2FA step reads it from its challenge). */
export async function noteSignInDeviceHash(
  tx: Queryable,
  {
    userId,
    deviceHash,
    client,
  }: Omit<SignInDevice, 'deviceId'> & {
    deviceHash: string | null;
  },
): Promise<void> {
  // Matches (and so locks the row) only on the very first sign-in.
  const first = await tx.query(
    'UPDATE users SET has_signed_in = true WHERE id = $1 AND NOT has_signed_in RETURNING id',
    [userId],
  );
  let known = false;
  if (deviceHash) {
    const [row] = await tx.query<{ inserted: boolean }>(
      `INSERT INTO known_devices (user_id, device_hash) VALUES ($1, $2)
       ON CONFLICT (user_id, device_hash) DO UPDATE SET last_seen_at = clock_timestamp()
       RETURNING (xmax = 0) AS inserted`,
      [userId, deviceHash],
    );
    known = row?.inserted === false;
  }
  if (first.length > 0 || known) return;
  await notify(tx, userId, {
    kind: 'security',
    details: { event: 'new_sign_in', context: await securityContextNow(tx, client) },
  });
}
