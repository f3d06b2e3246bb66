import { protocol, type PGlite, type Transaction } from '@electric-sql/pglite';
import {
  checkAnswer,
  readRows,
  readStatementDescription,
  type StatementDescription,
} from './pgliteBackendMessages';

/**
 * PGlite's `query()` parses, plans and describes its SQL on every call: for the small
 * statements a request runs (the session check, a user's figures, a history page) that is
 * about 90 % of the work: the user-figures statement took 393 µs through `query()` and 41 µs
 * prepared (PGlite 0.5.16 on this 2-core machine; `npm run bench:server` shows the effect).
 * The server's SQL is a fixed set of strings, so each is prepared and described once under
 * its own name and then only bound and executed, exactly as a PostgreSQL driver with named
 * statements does.
 *
 * Values are serialised with PGlite's own serialisers and rows parsed with its own value
 * parsers (pgliteBackendMessages.ts reads the messages around them), so a prepared query
 * answers exactly what `query()` answers.
 */

/** Beyond this many distinct statements the oldest is closed: dynamic SQL cannot grow memory. */
const MAX_PREPARED_STATEMENTS = 500;

interface PreparedStatement extends StatementDescription {
  name: string;
}

export interface PreparedStatements {
  /** A statement outside any transaction: waits for open transactions, like `query()`. */
  query: <R extends object>(sql: string, params: readonly unknown[]) => Promise<R[]>;
  /** A statement inside `tx`, which already holds PGlite's transaction lock. */
  queryIn<R extends object>(tx: Transaction, sql: string, params: readonly unknown[]): Promise<R[]>;
  /**
   * Forgets every prepared statement. Called after a script (migrations) ran: a statement
   * prepared before a column was added to its table would fail with "cached plan must not
   * change result type", and its described columns would be out of date.
   */
  reset: () => Promise<void>;
}

const concat = (parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

export function preparedStatements(pglite: PGlite): PreparedStatements {
  const { serialize } = protocol;
  const statements = new Map<string, PreparedStatement>();
  let counter = 0;

  /**
   * Runs protocol messages and returns the answer's bytes; the caller holds the locks. Sync
   * is always last, so an error still brings the connection back to ReadyForQuery before the
   * answer is read (and the error thrown).
   */
  async function run(messages: Uint8Array[], syncToFs: boolean): Promise<Buffer> {
    const chunks: Buffer[] = [];
    await pglite.execProtocolRawStream(concat([...messages, serialize.sync()]), {
      syncToFs,
      // A view into the WASM heap, which the next message overwrites: copied at once.
      onRawData: (data) => chunks.push(Buffer.from(data)),
    });
    return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
  }

  async function prepare(sql: string): Promise<PreparedStatement> {
    const known = statements.get(sql);
    if (known) return known;
    const name = `meridian_${(counter += 1)}`;
    const described = await run(
      [serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name })],
      false,
    );
    const statement = { name, ...readStatementDescription(described) };
    statements.set(sql, statement);
    if (statements.size > MAX_PREPARED_STATEMENTS) {
      const [oldestSql, oldest] = statements.entries().next().value as [string, PreparedStatement];
      statements.delete(oldestSql);
      checkAnswer(await run([serialize.close({ type: 'S', name: oldest.name })], false));
    }
    return statement;
  }

  /** PGlite's own rule for a parameter: null stays null, a typed serialiser, else toString(). */
  function serializeParam(value: unknown, type: number | undefined): string | null {
    if (value === null || value === undefined) return null;
    const serializer = type === undefined ? undefined : pglite.serializers[type];
    return serializer ? serializer(value) : (value as { toString(): string }).toString();
  }

  async function execute<R extends object>(
    sql: string,
    params: readonly unknown[],
    syncToFs: boolean,
  ): Promise<R[]> {
    const { name, paramTypes, columns } = await prepare(sql);
    const values = params.map((value, index) => serializeParam(value, paramTypes[index]));
    // No Describe: the columns were described when the statement was prepared.
    const answer = await run(
      [serialize.bind({ statement: name, values }), serialize.execute({})],
      syncToFs,
    );
    return readRows<R>(answer, columns, pglite.parsers);
  }

  return {
    query: <R extends object>(sql: string, params: readonly unknown[]) =>
      // Both of PGlite's locks, as its own query() takes them: no statement may run inside
      // another caller's open transaction.
      pglite._runExclusiveTransaction(() =>
        pglite._runExclusiveQuery(() => execute<R>(sql, params, true)),
      ),
    queryIn: <R extends object>(tx: Transaction, sql: string, params: readonly unknown[]) => {
      if (tx.closed) throw new Error('Transaction is closed');
      // The transaction's lock is held by its callback; only the query lock is taken here.
      // Files are synced when the transaction commits.
      return pglite._runExclusiveQuery(() => execute<R>(sql, params, false));
    },
    async reset() {
      const names = [...statements.values()].map(({ name }) => name);
      statements.clear();
      if (names.length === 0) return;
      const answer = await pglite._runExclusiveQuery(() =>
        run(
          names.map((name) => serialize.close({ type: 'S', name })),
          false,
        ),
      );
      checkAnswer(answer);
    },
  };
}
