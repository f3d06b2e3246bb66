import { object, string } from 'yup';
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

/** Today as the API counts days (UTC). */
export function todayUtc(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The first day of today's UTC month: a statement's usual start. */
export function startOfMonthUtc(now = new Date()): string {
  return `${todayUtc(now).slice(0, 8)}01`;
}

export const DATE_MESSAGES = {
  invalid: 'Enter a date as YYYY-MM-DD',
  fromRequired: 'From date is required',
  toRequired: 'To date is required',
  order: 'From must be on or before To',
  tooLong: `The range can be at most ${STATEMENT_MAX_YEARS} years`,
} as const;

/**
 * A date range form's rules (SPEC §9 style: one message per field, shown as helper text):
 * real dates, from ≤ to, at most five years. `required` is for a statement, which needs both
 * ends; a history filter may leave either open.
 */
export function dayRangeSchema({ required }: { required: boolean }) {
  const day = (requiredMessage: string) => {
    const base = string()
      .trim()
      .test('day', DATE_MESSAGES.invalid, (v) => !v || isIsoDay(v));
    return required ? base.required(requiredMessage) : base;
  };
  return object({
    from: day(DATE_MESSAGES.fromRequired),
    to: day(DATE_MESSAGES.toRequired)
      .test('order', DATE_MESSAGES.order, function order(to) {
        const { from } = this.parent as { from?: string };
        return !to || !from || !isIsoDay(from) || !isIsoDay(to) || from <= to;
      })
      .test('span', DATE_MESSAGES.tooLong, function span(to) {
        const { from } = this.parent as { from?: string };
        return !to || !from || !isIsoDay(from) || !isIsoDay(to) || spansAtMostMaxYears(from, to);
      }),
  });
}
