import type { HistoryQuery, RecordStatus } from '../../../src/api/contract';
import { DomainError } from '../domainError';

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

/** A `YYYY-MM-DD` day (the contract has checked it is one) as that day's UTC midnight. */
const utcMidnight = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** `from`…`to` as a range of whole UTC days; a range that ends before it starts is refused. */
export function dayRange(from: string | undefined, to: string | undefined): DayRange {
  const start = from === undefined ? undefined : utcMidnight(from);
  const end = to === undefined ? undefined : utcMidnight(to);
  if (start && end && start > end) throw new DomainError('invalid', 'date_range_reversed');
  return { from: start, toExclusive: end && new Date(end.getTime() + DAY_MS) };
}

/** The filters and paging of a history call. */
export function historyQuery(query: HistoryQuery): ParsedHistoryQuery {
  return {
    filters: { status: query.status, ...dayRange(query.from, query.to) },
    limit: query.limit,
    cursor: query.cursor,
  };
}
