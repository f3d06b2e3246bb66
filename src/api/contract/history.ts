import Type, { type Static } from 'typebox';
import {
  BEARER,
  CONTRACT_KEYWORDS,
  Day,
  endpoint,
  errors,
  NextCursor,
  PageCursor,
  PageLimit,
} from './common';
import { HISTORY_PAGE_MAX_LIMIT, RECORD_STATUSES } from './constants';
import { Deposit, Withdrawal } from './records';

/** The deposit and withdrawal history, whole or one page at a time (SPEC §8, §11.2). */

/**
 * Query of `GET /transaction/all` and `GET /withdrawal/all` (SPEC §11.2). Filters apply with or
 * without `limit`; only with `limit` is the answer a page. Dates are `YYYY-MM-DD`, inclusive, UTC.
 */
export const HistoryQuery = Type.Object(
  {
    limit: PageLimit({ max: HISTORY_PAGE_MAX_LIMIT }),
    cursor: PageCursor("Opaque, from the previous page's `nextCursor`; only with `limit`."),
    status: Type.Optional(
      Type.Enum(RECORD_STATUSES, {
        type: 'string',
        [CONTRACT_KEYWORDS.messages]: { enum: 'field_one_of_list' },
      }),
    ),
    from: Type.Optional(Day()),
    to: Type.Optional(Day()),
  },
  { dependencies: { cursor: ['limit'] } },
);
export type HistoryQuery = Static<typeof HistoryQuery>;

const nextCursor = NextCursor();
const total = Type.Integer({ description: 'Records matching the filters, across all pages.' });

/** One page of a history list, newest first. */
export const HistoryPage = Type.Object({ nextCursor, total });
export type HistoryPage = Static<typeof HistoryPage>;

export const AllDepositsResponse = Type.Object({ allTransactions: Type.Array(Deposit) });
export type AllDepositsResponse = Static<typeof AllDepositsResponse>;
export const DepositsPageResponse = Type.Object({
  allTransactions: Type.Array(Deposit),
  ...HistoryPage.properties,
});
export type DepositsPageResponse = Static<typeof DepositsPageResponse>;

export const AllWithdrawalsResponse = Type.Object({ allWithdrawals: Type.Array(Withdrawal) });
export type AllWithdrawalsResponse = Static<typeof AllWithdrawalsResponse>;
export const WithdrawalsPageResponse = Type.Object({
  allWithdrawals: Type.Array(Withdrawal),
  ...HistoryPage.properties,
});
export type WithdrawalsPageResponse = Static<typeof WithdrawalsPageResponse>;

const TAGS = ['History'];
const PAGED = 'With `limit`, one page (newest first); without, the whole filtered list.';

/**
 * A list's answer as the server writes it: one object whose page fields are there only with
 * `limit` — not a union of the two answers, which the serializer would first match against
 * each shape, validating every record (10,000 of them for a whole list) before writing any.
 */
const pageFieldsWithLimit = { nextCursor: Type.Optional(nextCursor), total: Type.Optional(total) };

export const historyEndpoints = {
  deposits: endpoint('GET', '/transaction/all', {
    summary: 'The signed-in user’s deposits',
    description: PAGED,
    tags: TAGS,
    security: BEARER,
    querystring: HistoryQuery,
    response: {
      200: Type.Object(
        { allTransactions: Type.Array(Deposit), ...pageFieldsWithLimit },
        { description: PAGED },
      ),
      ...errors(400, 401, 429),
    },
  }),
  withdrawals: endpoint('GET', '/withdrawal/all', {
    summary: 'The signed-in user’s withdrawals',
    description: PAGED,
    tags: TAGS,
    security: BEARER,
    querystring: HistoryQuery,
    response: {
      200: Type.Object(
        { allWithdrawals: Type.Array(Withdrawal), ...pageFieldsWithLimit },
        { description: PAGED },
      ),
      ...errors(400, 401, 429),
    },
  }),
};
