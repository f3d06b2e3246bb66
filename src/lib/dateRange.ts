import { STATEMENT_MAX_YEARS } from '../api/types';

/** A range of whole UTC days as the API takes them (SPEC §11.2): `YYYY-MM-DD`, inclusive. */
export interface DayRange {
  from: string;
  to: string;
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written `YYYY-MM-DD` (2024-13-01 and 2024-02-30 are not). */
export function isIsoDay(text: string): boolean {
  const match = DAY_PATTERN.exec(text);
  if (!match) return false;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return day.toISOString().slice(0, 10) === text;
}

/** The same rule as the server: `to` no later than the day before `from` + 5 years. */
export function spansAtMostMaxYears(from: string, to: string): boolean {
  const limit = new Date(`${from}T00:00:00.000Z`);
  limit.setUTCFullYear(limit.getUTCFullYear() + STATEMENT_MAX_YEARS);
  return Date.parse(`${to}T00:00:00.000Z`) < limit.getTime();
}

/**
 * The `from` and `to` a link's query holds, keeping only what can be meant: a real day, and
 * both only when together they are not reversed nor longer than the API allows. A hand-edited
 * or stale link then shows the unfiltered list instead of an error.
 */
export function daysOfSearch(search: URLSearchParams): Partial<DayRange> {
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  const fromOk = isIsoDay(from);
  const toOk = isIsoDay(to);
  const rangeOk = !(fromOk && toOk) || (from <= to && spansAtMostMaxYears(from, to));
  return {
    ...(fromOk && rangeOk ? { from } : {}),
    ...(toOk && rangeOk ? { to } : {}),
  };
}

/** Today as the API counts days (UTC). */
export function todayUtc(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The first day of today's UTC month: a statement's usual start. */
export function startOfMonthUtc(now = new Date()): string {
  return `${todayUtc(now).slice(0, 8)}01`;
}
