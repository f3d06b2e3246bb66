import { createHmac, timingSafeEqual } from 'node:crypto';
import { DomainError } from '../domainError';

export type HistoryList = 'deposits' | 'withdrawals';

/** Every list paged by these cursors: the histories, the trades (SPEC §12.2), the inbox (§12.4). */
export type CursorList = HistoryList | 'trades' | 'notifications';

/**
 * A row's `created_at` as a cursor position: its exact time as text, since a JS Date keeps only
 * milliseconds and the column microseconds.
 */
export const CURSOR_POSITION_SQL = `to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Where the previous page ended: the last row's exact time (microseconds, UTC) and id. */
export interface HistoryPosition {
  createdAt: string;
  id: string;
}

interface CursorPayload {
  /** Which list, so a deposits cursor is refused on withdrawals. */
  l: CursorList;
  /** Whose list, so another user's cursor is refused. */
  u: string;
  t: string;
  i: string;
}

const cursorRefused = () => new DomainError('invalid', 'cursor_invalid');
const TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Opaque history cursors: the position, list and user as base64url JSON plus an HMAC under a
 * key derived from the token secret. Signing (not encrypting) is enough: the position is the
 * caller's own data, and the signature means a tampered or foreign cursor is refused, never a
 * query run with values the server did not hand out.
 */
export function historyCursors(tokenSecret: string) {
  const key = createHmac('sha256', tokenSecret).update('meridian history cursor v1').digest();
  const sign = (body: string) => createHmac('sha256', key).update(body).digest();

  return {
    encode(list: CursorList, userId: string, position: HistoryPosition): string {
      const payload: CursorPayload = { l: list, u: userId, t: position.createdAt, i: position.id };
      const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
      return `${body}.${sign(body).toString('base64url')}`;
    },

    /** The position a cursor stands for; refused if it was not issued for this list and user. */
    decode(list: CursorList, userId: string, cursor: string): HistoryPosition {
      const [body = '', signature = '', extra] = cursor.split('.');
      // Compared as text, so a signature differing only in base64 padding bits is refused too.
      const given = Buffer.from(signature);
      const expected = Buffer.from(sign(body).toString('base64url'));
      if (
        extra !== undefined ||
        given.length !== expected.length ||
        !timingSafeEqual(given, expected)
      ) {
        throw cursorRefused();
      }
      let payload: Partial<CursorPayload>;
      try {
        payload = JSON.parse(
          Buffer.from(body, 'base64url').toString('utf8'),
        ) as Partial<CursorPayload>;
      } catch {
        throw cursorRefused();
      }
      if (
        payload.l !== list ||
        payload.u !== userId ||
        typeof payload.t !== 'string' ||
        !TIME_PATTERN.test(payload.t) ||
        typeof payload.i !== 'string' ||
        !UUID_PATTERN.test(payload.i)
      ) {
        throw cursorRefused();
      }
      return { createdAt: payload.t, id: payload.i };
    },
  };
}

export type HistoryCursors = ReturnType<typeof historyCursors>;
