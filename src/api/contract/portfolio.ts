import Type, { type Static } from 'typebox';
import { BEARER, CONTRACT_KEYWORDS, DecimalString, endpoint, errors } from './common';
import { PORTFOLIO_RANGES } from './constants';

/** `GET /portfolio/history` (SPEC §11.3): the user's figures at the end of each day. */

export const PortfolioRange = Type.Enum(PORTFOLIO_RANGES);
export type PortfolioRange = Static<typeof PortfolioRange>;

export const PortfolioQuery = Type.Object({
  range: Type.Enum(PORTFOLIO_RANGES, {
    type: 'string',
    [CONTRACT_KEYWORDS.message]: 'field_one_of_list',
  }),
});
export type PortfolioQuery = Static<typeof PortfolioQuery>;

/** The user's figures at the end of one UTC day, as decimal strings. */
export const PortfolioPoint = Type.Object({
  date: Type.String({ format: 'date', description: 'YYYY-MM-DD (UTC).' }),
  balance: DecimalString('Total equity: every ledger entry up to the end of that day.'),
  holdingsValue: DecimalString("Holdings valued at that day's close."),
  netDeposits: DecimalString('Approved deposits at the end of that day (totalDeposit).'),
  tradeProfit: DecimalString(
    'Trade results minus approved withdrawals and their fees at the end of that day.',
  ),
});
export type PortfolioPoint = Static<typeof PortfolioPoint>;

/** One point per day, ascending, the last one today. */
export const PortfolioHistoryResponse = Type.Object({
  range: PortfolioRange,
  points: Type.Array(PortfolioPoint),
});
export type PortfolioHistoryResponse = Static<typeof PortfolioHistoryResponse>;

export const portfolioEndpoints = {
  history: endpoint('GET', '/portfolio/history', {
    summary: 'Balance, deposits and trade profit per day over a range',
    tags: ['History'],
    security: BEARER,
    querystring: PortfolioQuery,
    response: { 200: PortfolioHistoryResponse, ...errors(400, 401, 429) },
  }),
};
