import {
  STATEMENT_MAX_YEARS,
  type Deposit,
  type HoldingsResponse,
  type StatementEntry,
  type StatementEntryType,
  type RealizedProfit,
  type UserDetails,
  type Withdrawal,
} from '../../api/types';
import { messageRef, type MessageRef } from '../../i18n';
import { dashboardMessages } from '../../i18n/namespaces/dashboard';
import { centsOfDecimal, centsOfNumber } from '../../lib/cents';
import type { DayRange } from '../../lib/dateRange';

/** The wallet cards that have a "How is this calculated?" (all but Signal Strength). */
export type ExplainedFigure =
  | 'tradeProfit'
  | 'totalDeposit'
  | 'pendBalance'
  | 'referralBonus'
  | 'availableCash'
  | 'totalEquity';

/**
 * Which cash ledger entries make up each ledger-backed card (SPEC §11.3, §12.0); Total Equity
 * is every entry, plus the holdings (see totalEquityBreakdown). Trade Profit is the operator's
 * trade results plus the realized profit of sells (see tradeProfitBreakdown); withdrawals
 * reduce cash, not profit. Pending Balance is not in the ledger: it is the deposits still
 * pending.
 */
const LEDGER_TYPES: Record<
  Exclude<ExplainedFigure, 'pendBalance'>,
  readonly StatementEntryType[] | 'all'
> = {
  totalDeposit: ['deposit'],
  tradeProfit: ['trade_result'],
  referralBonus: ['referral_bonus'],
  availableCash: 'all',
  totalEquity: 'all',
};

/** What each card sums, in words (a key of the dashboard catalogue). */
export const explanationKey = (figure: ExplainedFigure) =>
  `breakdown.explanation.${figure}` as const;

/** A holding as a breakdown line shows it: quantity × price (GET /holdings). */
export interface HoldingOfLine {
  asset: string;
  quantity: string;
  /** Null while the price is stale: the holding is then not valued (SPEC §12.3). */
  price: string | null;
}

/**
 * One line of a breakdown, whatever its source (a ledger entry, a pending deposit, a sell's
 * realized profit or a holding).
 */
export interface BreakdownLine {
  key: string;
  /** The ledger kind it is (or would be, for a pending deposit), or a holding. */
  kind: StatementEntryType | 'holding';
  /** When it happened; for a holding, when its price was observed (null if never). */
  date: string | null;
  /** What the date column says when `date` is null and the line is no unpriced holding. */
  dateLabel?: MessageRef;
  /** The ledger's own text (the server's), or ours for a pending deposit or a sell. */
  description: string | MessageRef;
  reference: string;
  /** Null when the server sent an amount that is not a plain decimal, or a holding is unpriced. */
  cents: bigint | null;
  holding?: HoldingOfLine;
}

export interface Breakdown {
  /** Newest first, as the user reads a history. */
  lines: BreakdownLine[];
  /** The sum over every line with a readable amount, exact to the cent. */
  totalCents: bigint;
  /** Lines whose amount could not be read; any makes the sum untrustworthy, and says so. */
  unreadable: number;
  /** Holdings whose price is stale: no sum is given then, never a guess (SPEC §12.3). */
  unpriced: number;
}

type Sum = Pick<Breakdown, 'totalCents' | 'unreadable' | 'unpriced'>;

function sum(lines: readonly BreakdownLine[]): Sum {
  let totalCents = 0n;
  let unreadable = 0;
  let unpriced = 0;
  for (const line of lines) {
    if (line.cents !== null) totalCents += line.cents;
    else if (line.holding && line.holding.price === null) unpriced += 1;
    else unreadable += 1;
  }
  return { totalCents, unreadable, unpriced };
}

/** Newest first; lines without a time (a holding never priced) go last. */
function newestFirst(a: BreakdownLine, b: BreakdownLine): number {
  return (b.date ?? '').localeCompare(a.date ?? '');
}

function ledgerLines(
  figure: Exclude<ExplainedFigure, 'pendBalance'>,
  entries: readonly StatementEntry[],
): BreakdownLine[] {
  const types = LEDGER_TYPES[figure];
  const lines: BreakdownLine[] = [];
  // Entries come oldest first; walk backwards so the list reads newest first.
  for (let index = entries.length - 1; index >= 0; index -= 1) {
    const entry = entries[index]!;
    if (types !== 'all' && !types.includes(entry.type)) continue;
    lines.push({
      key: `${index}-${entry.reference}`,
      kind: entry.type,
      date: entry.date,
      description: entry.description,
      reference: entry.reference,
      cents: centsOfDecimal(entry.amount),
    });
  }
  return lines;
}

/** The cash entries behind Total Deposits or Referral Bonus, newest first. */
export function ledgerBreakdown(
  figure: 'totalDeposit' | 'referralBonus',
  entries: readonly StatementEntry[],
): Breakdown {
  const lines = ledgerLines(figure, entries);
  return { lines, ...sum(lines) };
}

/**
 * Cash (SPEC §12.3): every cash entry less the withdrawals still pending (their amount; the
 * fee is taken out of it), newest first.
 */
export function cashBreakdown(
  entries: readonly StatementEntry[],
  pendingWithdrawals: readonly Withdrawal[],
): Breakdown {
  const lines = [
    ...ledgerLines('availableCash', entries),
    ...pendingWithdrawals
      .filter((withdrawal) => withdrawal.status === 'pending')
      .map<BreakdownLine>((withdrawal) => ({
        key: withdrawal._id,
        kind: 'withdrawal',
        date: withdrawal.createdAt,
        description: messageRef(dashboardMessages, 'breakdown.pendingWithdrawal'),
        reference: withdrawal.reference,
        cents: -centsOfNumber(withdrawal.amount),
      })),
  ].sort(newestFirst);
  return { lines, ...sum(lines) };
}

/**
 * Total Equity (SPEC §12.3): every cash entry plus each holding at its current price, the
 * holdings first (they are valued now). A holding's value is the server's quantity × price,
 * so the sum is the server's cash + holdingsValue to the cent.
 */
export function totalEquityBreakdown(
  entries: readonly StatementEntry[],
  holdings: HoldingsResponse,
): Breakdown {
  const lines: BreakdownLine[] = [
    ...holdings.holdings.map<BreakdownLine>((holding) => ({
      key: `holding-${holding.asset}`,
      kind: 'holding',
      date: holding.asOf,
      description: holding.asset,
      reference: '',
      cents: holding.value === null ? null : centsOfDecimal(holding.value),
      holding: { asset: holding.asset, quantity: holding.quantity, price: holding.price },
    })),
    ...ledgerLines('totalEquity', entries),
  ];
  return { lines, ...sum(lines) };
}

/**
 * Trade Profit (SPEC §12.0): the operator's trade results plus, per asset, what its sells
 * realized — the server keeps that sum as it trades (GET /holdings `realized`), so the
 * breakdown needs one request however many sells there were; each sell is in Trades.
 */
export function tradeProfitBreakdown(
  entries: readonly StatementEntry[],
  realized: readonly RealizedProfit[],
): Breakdown {
  const lines = [
    ...ledgerLines('tradeProfit', entries),
    ...realized.map<BreakdownLine>((asset) => ({
      key: `realized-${asset.asset}`,
      kind: 'trade_sell',
      date: null,
      dateLabel: messageRef(dashboardMessages, 'breakdown.allTime'),
      description: messageRef(dashboardMessages, 'breakdown.realizedAsset', {
        asset: asset.asset,
      }),
      reference: '',
      cents: centsOfDecimal(asset.realizedPnl),
    })),
  ].sort(newestFirst);
  return { lines, ...sum(lines) };
}

export function pendingBreakdown(deposits: readonly Deposit[]): Breakdown {
  const lines = deposits
    .filter((deposit) => deposit.status === 'pending')
    .map<BreakdownLine>((deposit) => ({
      key: deposit._id,
      kind: 'deposit',
      date: deposit.date,
      description: messageRef(dashboardMessages, 'breakdown.pendingDeposit'),
      reference: deposit.reference,
      cents: centsOfNumber(deposit.amount),
    }))
    .sort(newestFirst);
  return { lines, ...sum(lines) };
}

/** The card's figure in cents; null when the server could not value it (a stale price). */
export function cardCents(figure: ExplainedFigure, user: UserDetails): bigint | null {
  const amount = user[figure];
  return amount === null ? null : centsOfNumber(amount);
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The widest statement the server allows, ending today (UTC): it refuses a range over
 * STATEMENT_MAX_YEARS years, so `from` is the day after the same date that many years ago.
 * The user details carry no account creation date, so this is "since the account opened" for
 * every account younger than that; an older one is told its earlier entries are not listed
 * (see the opening balance check in the dialog).
 */
export function widestStatementRange(today: Date = new Date()): DayRange {
  const from = new Date(
    Date.UTC(
      today.getUTCFullYear() - STATEMENT_MAX_YEARS,
      today.getUTCMonth(),
      today.getUTCDate() + 1,
    ),
  );
  return { from: isoDay(from), to: isoDay(today) };
}
