import Type, { type Static } from 'typebox';
import { BEARER, CONTRACT_KEYWORDS, Day, endpoint, errors } from './common';
import { HISTORY_PAGE_MAX_LIMIT, RECORD_STATUSES } from './constants';
import { Deposit, Withdrawal } from './records';

/** The deposit and withdrawal history, whole or one page at a time (SPEC §8, §11.2). */

/**
 * Query of `GET /transaction/all` and `GET /withdrawal/all` (SPEC §11.2). Filters apply with or
 * without `limit`; only with `limit` is the answer a page. Dates are `YYYY-MM-DD`, inclusive, UTC.
 */
export const HistoryQuery = Type.Object(
  {
    limit: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: HISTORY_PAGE_MAX_LIMIT,
        [CONTRACT_KEYWORDS.messages]: {
          default: `must be a whole number from 1 to ${HISTORY_PAGE_MAX_LIMIT}`,
        },
      }),
    ),
    cursor: Type.Optional(
      Type.String({
        maxLength: 512,
        description: "Opaque, from the previous page's `nextCursor`; only with `limit`.",
        [CONTRACT_KEYWORDS.messages]: {
          maxLength: 'is not valid: start again from the first page',
        },
      }),
    ),
    status: Type.Optional(
      Type.Enum(RECORD_STATUSES, {
        type: 'string',
        [CONTRACT_KEYWORDS.messages]: { enum: `must be one of ${RECORD_STATUSES.join(', ')}` },
      }),
    ),
    from: Type.Optional(Day()),
    to: Type.Optional(Day()),
  },
  { dependencies: { cursor: ['limit'] } },
);
export type HistoryQuery = Static<typeof HistoryQuery>;

/** One page of a history list, newest first. */
export const HistoryPage = Type.Object({
  nextCursor: Type.Union([Type.String(), Type.Null()], {
    description: 'Pass back as `cursor` for the next page; null on the last page.',
  }),
  total: Type.Integer({ description: 'Records matching the filters, across all pages.' }),
});
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

export const historyEndpoints = {
  deposits: endpoint('GET', '/transaction/all', {
    summary: 'The signed-in user’s deposits',
    description: PAGED,
    tags: TAGS,
    security: BEARER,
    querystring: HistoryQuery,
    response: {
      200: Type.Union([DepositsPageResponse, AllDepositsResponse]),
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
      200: Type.Union([WithdrawalsPageResponse, AllWithdrawalsResponse]),
      ...errors(400, 401, 429),
    },
  }),
};
