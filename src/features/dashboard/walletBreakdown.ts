import {
  STATEMENT_MAX_YEARS,
  type Deposit,
  type StatementEntry,
  type StatementEntryType,
  type UserDetails,
} from '../../api/types';
import { messageRef, type MessageRef } from '../../i18n';
import { dashboardMessages } from '../../i18n/namespaces/dashboard';
import { centsOfDecimal, centsOfNumber } from '../../lib/cents';
import type { DayRange } from '../../lib/dateRange';

/** The wallet cards that have a "How is this calculated?" (all but Signal Strength). */
export type ExplainedFigure =
  'tradeProfit' | 'totalDeposit' | 'pendBalance' | 'referralBonus' | 'totalEquity';

/**
 * Which ledger entries make up each ledger-backed card (SPEC §11.3); Total Equity is every
 * entry. Pending Balance is not in the ledger: it is the deposits still pending.
 */
const LEDGER_TYPES: Record<
  Exclude<ExplainedFigure, 'pendBalance'>,
  readonly StatementEntryType[] | 'all'
> = {
  totalDeposit: ['deposit'],
  tradeProfit: ['trade_result', 'withdrawal', 'withdrawal_fee'],
  referralBonus: ['referral_bonus'],
  totalEquity: 'all',
};

/** What each card sums, in words (a key of the dashboard catalogue). */
export const explanationKey = (figure: ExplainedFigure) =>
  `breakdown.explanation.${figure}` as const;

/** One line of a breakdown, whatever its source (a ledger entry or a pending deposit). */
export interface BreakdownLine {
  key: string;
  date: string;
  /** The ledger's own text (the server's), or ours for a pending deposit. */
  description: string | MessageRef;
  reference: string;
  /** Null when the server sent an amount that is not a plain decimal. */
  cents: bigint | null;
}

export interface Breakdown {
  /** Newest first, as the user reads a history. */
  lines: BreakdownLine[];
  /** The sum over every line with a readable amount, exact to the cent. */
  totalCents: bigint;
  /** Lines whose amount could not be read; any makes the sum untrustworthy, and says so. */
  unreadable: number;
}

function sum(lines: readonly BreakdownLine[]): Pick<Breakdown, 'totalCents' | 'unreadable'> {
  let totalCents = 0n;
  let unreadable = 0;
  for (const line of lines) {
    if (line.cents === null) unreadable += 1;
    else totalCents += line.cents;
  }
  return { totalCents, unreadable };
}

export function ledgerBreakdown(
  figure: Exclude<ExplainedFigure, 'pendBalance'>,
  entries: readonly StatementEntry[],
): Breakdown {
  const types = LEDGER_TYPES[figure];
  const lines: BreakdownLine[] = [];
  // Entries come oldest first; walk backwards so the list reads newest first.
  for (let index = entries.length - 1; index >= 0; index -= 1) {
    const entry = entries[index]!;
    if (types !== 'all' && !types.includes(entry.type)) continue;
    lines.push({
      key: `${index}-${entry.reference}`,
      date: entry.date,
      description: entry.description,
      reference: entry.reference,
      cents: centsOfDecimal(entry.amount),
    });
  }
  return { lines, ...sum(lines) };
}

export function pendingBreakdown(deposits: readonly Deposit[]): Breakdown {
  const lines = deposits
    .filter((deposit) => deposit.status === 'pending')
    .map<BreakdownLine>((deposit) => ({
      key: deposit._id,
      date: deposit.date,
      description: messageRef(dashboardMessages, 'breakdown.pendingDeposit'),
      reference: deposit.reference,
      cents: centsOfNumber(deposit.amount),
    }))
    .sort((a, b) => b.date.localeCompare(a.date));
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
