import { HISTORY_PAGE_MAX_LIMIT, type RecordStatus } from '../../../src/api/types';
import { badRequest } from '../http/errors';

const STATUSES: readonly RecordStatus[] = ['pending', 'approved', 'failed'];
const DAY_MS = 24 * 60 * 60 * 1000;

/** A UTC day range, `from` inclusive and `toExclusive` the midnight after the last day. */
export interface DayRange {
  from?: Date;
  toExclusive?: Date;
}

export interface HistoryFilters extends DayRange {
  status?: RecordStatus;
}

export interface ParsedHistoryQuery {
  filters: HistoryFilters;
  /** Present only when the caller asked for a page. */
  limit?: number;
  cursor?: string;
}

type RawQuery = Record<string, unknown>;

/** One text value of a query parameter; a repeated parameter is ambiguous and refused. */
function single(query: RawQuery, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badRequest(`${name} must be given once`);
  return value;
}

/** `YYYY-MM-DD` as that day's UTC midnight; 2024-13-01 or 2024-02-30 is refused. */
export function parseDay(name: string, text: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const day = match ? new Date(Date.UTC(+match[1]!, +match[2]! - 1, +match[3]!)) : undefined;
  if (!day || day.toISOString().slice(0, 10) !== text) {
    throw badRequest(`${name} must be a date as YYYY-MM-DD (got "${text}")`);
  }
  return day;
}

export function parseDayRange(query: RawQuery): DayRange & { fromText?: string; toText?: string } {
  const fromText = single(query, 'from');
  const toText = single(query, 'to');
  const from = fromText === undefined ? undefined : parseDay('from', fromText);
  const to = toText === undefined ? undefined : parseDay('to', toText);
  if (from && to && from > to) throw badRequest('from must not be after to');
  return { from, toExclusive: to && new Date(to.getTime() + DAY_MS), fromText, toText };
}

/** Reads and checks `limit`, `cursor`, `status`, `from` and `to`; each mistake names its parameter. */
export function parseHistoryQuery(query: RawQuery): ParsedHistoryQuery {
  const limitText = single(query, 'limit');
  let limit: number | undefined;
  if (limitText !== undefined) {
    limit = /^\d{1,3}$/.test(limitText) ? Number(limitText) : NaN;
    if (!(limit >= 1 && limit <= HISTORY_PAGE_MAX_LIMIT)) {
      throw badRequest(`limit must be a whole number from 1 to ${HISTORY_PAGE_MAX_LIMIT}`);
    }
  }
  const cursor = single(query, 'cursor');
  if (cursor !== undefined && limit === undefined) {
    throw badRequest('cursor is only valid with limit');
  }
  const status = single(query, 'status');
  if (status !== undefined && !STATUSES.some((known) => known === status)) {
    throw badRequest(`status must be one of ${STATUSES.join(', ')}`);
  }
  const { from, toExclusive } = parseDayRange(query);
  return {
    filters: { status: status as RecordStatus | undefined, from, toExclusive },
    limit,
    cursor,
  };
}
