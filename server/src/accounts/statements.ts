import { Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import type {
  StatementEntry,
  StatementEntryType,
  StatementFormat,
  StatementQuery,
} from '../../../src/api/contract';
import { STATEMENT_MAX_YEARS } from '../../../src/api/contract/constants';
import type { Queryable } from '../db/database';
import { DomainError } from '../domainError';
import { dayRange } from './historyQuery';

/** Entries read per query: enough to keep round trips rare, small enough to stay flat in memory. */
export const STATEMENT_BATCH_SIZE = 1000;

export const STATEMENT_COLUMNS = [
  'date',
  'type',
  'reference',
  'description',
  'amount',
  'balance',
] as const;

export interface StatementRequest {
  /** The days as given, `YYYY-MM-DD`. */
  from: string;
  to: string;
  fromStart: Date;
  toExclusive: Date;
  format: StatementFormat;
}

/** The statement asked for: `from` not after `to`, and at most STATEMENT_MAX_YEARS apart. */
export function statementRequest(query: StatementQuery): StatementRequest {
  const { from, toExclusive } = dayRange(query.from, query.to);
  if (!from || !toExclusive) throw new Error('the contract requires from and to');
  const limit = new Date(from);
  limit.setUTCFullYear(limit.getUTCFullYear() + STATEMENT_MAX_YEARS);
  if (toExclusive > limit) {
    throw new DomainError('invalid', 'statement_range_too_long', {
      values: { years: STATEMENT_MAX_YEARS },
    });
  }
  return {
    from: query.from,
    to: query.to,
    fromStart: from,
    toExclusive,
    format: query.format ?? 'csv',
  };
}

export const statementFileName = (request: StatementRequest) =>
  `meridian-statement-${request.from}-to-${request.to}.${request.format}`;

/** Cents as a bigint: every ledger amount is NUMERIC(20,2) text such as "-12.50". */
function toCents(decimal: string): bigint {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(decimal);
  if (!match) throw new Error(`unexpected ledger amount "${decimal}"`);
  const cents = BigInt(`${match[2]}${match[3]}`);
  return match[1] ? -cents : cents;
}

/** A plain signed decimal with two places, "1234.50" or "-12.00". */
function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const digits = (negative ? -cents : cents).toString().padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

interface EntryRow {
  id: string;
  kind: StatementEntryType;
  amount: string;
  reason: string;
  reference: string;
  created_at: Date;
  /** Exact time (microseconds) for the keyset; a Date keeps only milliseconds. */
  position: string;
}

/** The balance before the statement's first day: one SUM on the (user_id, created_at) index. */
export async function openingBalance(db: Queryable, userId: string, before: Date): Promise<string> {
  const [row] = await db.query<{ balance: string }>(
    `SELECT COALESCE(SUM(amount), 0)::numeric(20,2)::text AS balance
       FROM ledger_entries WHERE user_id = $1 AND created_at < $2`,
    [userId, before],
  );
  return row?.balance ?? '0.00';
}

/**
 * Every entry in the range, oldest first, with its running balance: read in keyset batches
 * of STATEMENT_BATCH_SIZE on the (user_id, created_at, id) index, so a 100,000-entry
 * statement holds one batch at a time (PGlite has no server-side cursors; this works on both).
 */
export async function* statementEntries(
  db: Queryable,
  userId: string,
  request: StatementRequest,
  opening: string,
): AsyncGenerator<StatementEntry[], string> {
  let balance = toCents(opening);
  let after: { position: string; id: string } | undefined;
  for (;;) {
    const params: unknown[] = [
      userId,
      request.fromStart,
      request.toExclusive,
      STATEMENT_BATCH_SIZE,
    ];
    let keyset = '';
    if (after) {
      params.push(after.position, after.id);
      keyset = 'AND (created_at, id) > ($5::timestamptz, $6::bigint)';
    }
    const rows = await db.query<EntryRow>(
      `SELECT id::text AS id, kind, amount::text AS amount, reason, reference, created_at,
              to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS position
         FROM ledger_entries
        WHERE user_id = $1 AND created_at >= $2 AND created_at < $3 ${keyset}
        ORDER BY created_at, id
        LIMIT $4`,
      params,
    );
    const entries = rows.map((row): StatementEntry => {
      balance += toCents(row.amount);
      return {
        date: row.created_at.toISOString(),
        type: row.kind,
        reference: row.reference,
        description: row.reason,
        amount: row.amount,
        balance: fromCents(balance),
      };
    });
    if (entries.length > 0) yield entries;
    const last = rows[rows.length - 1];
    if (rows.length < STATEMENT_BATCH_SIZE || !last) return fromCents(balance);
    after = { position: last.position, id: last.id };
  }
}

type Batches = AsyncGenerator<StatementEntry[], string>;

/**
 * A spreadsheet runs a cell that starts with =, +, -, @, a tab or a carriage return as a
 * formula, so an entry's description (free text an operator wrote) is kept as text with a
 * leading apostrophe, as OWASP advises for CSV exports. Only descriptions: amounts and
 * balances are the server's signed decimals and must stay numbers (SPEC §11.2).
 */
export function asSpreadsheetText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** The rows of the CSV form: opening balance, every entry, closing balance. */
async function* csvRecords(request: StatementRequest, opening: string, batches: Batches) {
  yield {
    date: request.from,
    type: 'opening_balance',
    reference: '',
    description: 'Opening balance',
    amount: '',
    balance: opening,
  };
  let step = await batches.next();
  while (!step.done) {
    for (const entry of step.value) {
      yield { ...entry, description: asSpreadsheetText(entry.description) };
    }
    step = await batches.next();
  }
  yield {
    date: request.to,
    type: 'closing_balance',
    reference: '',
    description: 'Closing balance',
    amount: '',
    balance: step.value,
  };
}

/**
 * The CSV statement as a stream, escaped by csv-stringify (a description with a comma or a
 * quote stays one field) and safe to open in a spreadsheet (asSpreadsheetText). An error halfway destroys the stream, so the response is cut off
 * instead of ending cleanly as if complete.
 */
export function csvStatementStream(
  request: StatementRequest,
  opening: string,
  batches: Batches,
): Readable {
  const csv = stringify({ header: true, columns: [...STATEMENT_COLUMNS] });
  return pipeline(Readable.from(csvRecords(request, opening, batches)), csv, () => {
    // Errors reach the response through the returned stream's own 'error' (Fastify then
    // destroys the socket); nothing else to do here.
  });
}

/**
 * The JSON statement, written piece by piece: the entries array is never held whole. Each entry
 * is written by `serializeEntry` (the contract's StatementEntry schema on the server), so the
 * streamed answer carries exactly the fields the schema names, as every other answer does.
 */
export function jsonStatementStream(
  request: StatementRequest,
  opening: string,
  batches: Batches,
  serializeEntry: (entry: StatementEntry) => string,
): Readable {
  async function* pieces() {
    yield (
      `{"from":${JSON.stringify(request.from)},"to":${JSON.stringify(request.to)},` +
      `"openingBalance":${JSON.stringify(opening)},"entries":[`
    );
    let first = true;
    let step = await batches.next();
    while (!step.done) {
      const text = step.value.map(serializeEntry).join(',');
      yield first ? text : `,${text}`;
      first = false;
      step = await batches.next();
    }
    yield `],"closingBalance":${JSON.stringify(step.value)}}`;
  }
  return Readable.from(pieces(), { objectMode: false });
}
