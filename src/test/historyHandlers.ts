import { http, HttpResponse } from 'msw';
import type { Deposit, RecordStatus, Withdrawal } from '../api/types';
import { apiUrl } from './urls';

/** Every `/transaction/all` and `/withdrawal/all` request a stand-in list answered. */
export type ListRequests = URLSearchParams[];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The server's list contract (SPEC §11.2) over an in-memory list: filters by status and UTC
 * day range, newest first; with `limit`, pages with an opaque cursor (`page-<offset>`, which
 * the client must pass back untouched) and the total of matching records.
 */
function answerList<Row extends { status: RecordStatus }>(
  rows: readonly Row[],
  timeOf: (row: Row) => string,
  search: URLSearchParams,
) {
  const status = search.get('status');
  const from = search.get('from');
  const to = search.get('to');
  const fromMs = from ? Date.parse(`${from}T00:00:00.000Z`) : -Infinity;
  const toMs = to ? Date.parse(`${to}T00:00:00.000Z`) + DAY_MS : Infinity;
  const matching = rows
    .filter((row) => !status || row.status === status)
    .filter((row) => {
      const time = Date.parse(timeOf(row));
      return time >= fromMs && time < toMs;
    })
    .sort((a, b) => Date.parse(timeOf(b)) - Date.parse(timeOf(a)));
  const limit = search.get('limit');
  if (!limit) return { rows: matching };
  const cursor = search.get('cursor');
  const offset = cursor ? Number(cursor.replace('page-', '')) : 0;
  const end = offset + Number(limit);
  return {
    rows: matching.slice(offset, end),
    nextCursor: end < matching.length ? `page-${end}` : null,
    total: matching.length,
  };
}

/** `GET /transaction/all` answering from `deposits` as the server would. */
export function serveDepositList(deposits: readonly Deposit[], requests: ListRequests = []) {
  return http.get(apiUrl('/transaction/all'), ({ request }) => {
    const search = new URL(request.url).searchParams;
    requests.push(search);
    const { rows, ...page } = answerList(deposits, (deposit) => deposit.date, search);
    return HttpResponse.json({ allTransactions: rows, ...page });
  });
}

/** `GET /withdrawal/all` answering from `withdrawals` as the server would. */
export function serveWithdrawalList(
  withdrawals: readonly Withdrawal[],
  requests: ListRequests = [],
) {
  return http.get(apiUrl('/withdrawal/all'), ({ request }) => {
    const search = new URL(request.url).searchParams;
    requests.push(search);
    const { rows, ...page } = answerList(withdrawals, (row) => row.createdAt, search);
    return HttpResponse.json({ allWithdrawals: rows, ...page });
  });
}
