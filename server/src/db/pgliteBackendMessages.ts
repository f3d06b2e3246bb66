import { protocol } from '@electric-sql/pglite';

/**
 * Reads the PostgreSQL backend messages PGlite answers a prepared statement with, straight
 * from their bytes. PGlite's own reader builds a message object per protocol message, copies
 * every field's bytes into a fresh buffer before decoding it and builds each row through
 * Object.fromEntries. Under the bench's load on a 25-row history page, PGlite's JavaScript —
 * most of it that reading — was 41 % of the server's CPU profile, more than the database
 * engine itself (25 %). The messages a statement can answer are few and fixed by the protocol
 * (https://www.postgresql.org/docs/current/protocol-message-formats.html); anything else —
 * above all an ErrorResponse — goes to PGlite's own parser, so an error is exactly the
 * DatabaseError PGlite's query() would throw (its code, message, position, …).
 */

/** A result column: its name and the type whose parser turns its text into a value. */
export interface Column {
  name: string;
  typeId: number;
}

/** What describing a prepared statement tells: its parameters' and its columns' types. */
export interface StatementDescription {
  paramTypes: number[];
  /** Empty for a statement that returns no rows (NoData). */
  columns: Column[];
}

/** A text-format value's parser, as PGlite keeps them in `pglite.parsers`. */
export type ValueParsers = Record<number, ((text: string, typeId: number) => unknown) | undefined>;

/** A message's type byte: the protocol names each by one letter. */
const tag = (letter: string) => letter.charCodeAt(0);

const PARAMETER_DESCRIPTION = tag('t');
const ROW_DESCRIPTION = tag('T');
const DATA_ROW = tag('D');

/**
 * The messages these readers pass over: ParseComplete, BindComplete, CloseComplete, NoData,
 * CommandComplete, ReadyForQuery, PortalSuspended, EmptyQueryResponse, NoticeResponse (PGlite
 * only prints notices in debug mode) and ParameterStatus. Any other message — an
 * ErrorResponse above all — sends the whole answer to PGlite's parser.
 */
const PASSED_OVER = new Set(['1', '2', '3', 'n', 'C', 'Z', 's', 'I', 'N', 'S'].map(tag));

/**
 * Throws the answer's first error the way PGlite's execProtocol does (its parser builds the
 * DatabaseError), or a plain Error if PGlite's parser finds no error in an answer this module
 * could not read.
 */
function throwFromPGliteParser(bytes: Buffer): never {
  let first: Error | undefined;
  new protocol.Parser().parse(bytes, (message) => {
    if (!first && message instanceof protocol.messages.DatabaseError) first = message;
  });
  throw first ?? new Error('PGlite answered a message this server does not read');
}

/** An answer whose bytes break the protocol's framing: a PGlite bug, never a query's fault. */
export class MalformedAnswerError extends Error {
  override name = 'MalformedAnswerError';
  constructor(problem: string) {
    super(`PGlite answered malformed protocol bytes: ${problem}`);
  }
}

/** One message of an answer: its type, where its body starts and where the message ends. */
interface Message {
  type: number;
  bodyStart: number;
  end: number;
}

/** The header of every message: its type byte and a length that counts itself (4) and the body. */
const HEADER_BYTES = 5;
const LENGTH_BYTES = 4;

/**
 * The answer cut into messages. A length below 4 (which would never move the reader on) or a
 * message running past the end of the answer is an error, never a loop or a read of bytes that
 * belong to nothing.
 */
function splitMessages(bytes: Buffer): Message[] {
  const messages: Message[] = [];
  for (let offset = 0; offset < bytes.length;) {
    if (offset + HEADER_BYTES > bytes.length) {
      throw new MalformedAnswerError(`${bytes.length - offset} stray bytes at byte ${offset}`);
    }
    const length = bytes.readInt32BE(offset + 1);
    const end = offset + 1 + length;
    if (length < LENGTH_BYTES) {
      throw new MalformedAnswerError(`a message at byte ${offset} has length ${length}`);
    }
    if (end > bytes.length) {
      throw new MalformedAnswerError(
        `a message at byte ${offset} of length ${length} runs past the answer's ${bytes.length} bytes`,
      );
    }
    messages.push({ type: bytes[offset]!, bodyStart: offset + HEADER_BYTES, end });
    offset = end;
  }
  return messages;
}

/**
 * Calls `visit` with each message. An ErrorResponse or another message not listed above
 * throws (throwFromPGliteParser) before any message is visited, so a statement that failed
 * halfway never yields part of its rows.
 */
function eachMessage(bytes: Buffer, visit: (message: Message) => void): void {
  const messages = splitMessages(bytes);
  for (const { type } of messages) {
    const read = type === DATA_ROW || type === ROW_DESCRIPTION || type === PARAMETER_DESCRIPTION;
    if (!read && !PASSED_OVER.has(type)) throwFromPGliteParser(bytes);
  }
  messages.forEach(visit);
}

/** Throws unless `count` bytes from `offset` lie inside the message. */
function within(message: Message, offset: number, count: number, what: string): void {
  if (count < 0 || offset + count > message.end) {
    throw new MalformedAnswerError(`${what} at byte ${offset} runs past its message`);
  }
}

/**
 * A RowDescription's columns. Each is its name, then table oid (4 bytes), attribute number
 * (2), type oid (4), type size (2), type modifier (4) and format (2).
 */
function readColumns(bytes: Buffer, message: Message): Column[] {
  within(message, message.bodyStart, 2, 'a column count');
  const count = bytes.readInt16BE(message.bodyStart);
  const columns: Column[] = [];
  let offset = message.bodyStart + 2;
  for (let index = 0; index < count; index += 1) {
    const nameEnd = bytes.indexOf(0, offset);
    if (nameEnd < 0 || nameEnd >= message.end) {
      throw new MalformedAnswerError(`a column name at byte ${offset} has no end`);
    }
    const name = bytes.toString('utf8', offset, nameEnd);
    offset = nameEnd + 1;
    within(message, offset, 18, 'a column description');
    columns.push({ name, typeId: bytes.readInt32BE(offset + 6) });
    offset += 18;
  }
  return columns;
}

/** The answer to Parse + Describe(statement): parameter types and result columns. */
export function readStatementDescription(bytes: Buffer): StatementDescription {
  const description: StatementDescription = { paramTypes: [], columns: [] };
  eachMessage(bytes, (message) => {
    if (message.type === PARAMETER_DESCRIPTION) {
      const start = message.bodyStart;
      within(message, start, 2, 'a parameter count');
      const count = bytes.readInt16BE(start);
      within(message, start + 2, 4 * count, 'the parameter types');
      for (let index = 0; index < count; index += 1) {
        description.paramTypes.push(bytes.readInt32BE(start + 2 + 4 * index));
      }
    } else if (message.type === ROW_DESCRIPTION) {
      description.columns = readColumns(bytes, message);
    }
  });
  return description;
}

/**
 * The rows of an answer to Bind + Execute, as objects keyed by column name (a later column
 * of the same name wins, as in PGlite), each value parsed by its type's parser or kept as
 * text when the type has none — what PGlite's parseResults makes of the same bytes. Each row
 * has no prototype: a column named `__proto__` or `constructor` is a plain own property and
 * can neither replace the row's prototype nor reach Object.prototype.
 */
export function readRows<Row extends object>(
  bytes: Buffer,
  columns: readonly Column[],
  parsers: ValueParsers,
): Row[] {
  const rows: Row[] = [];
  const columnParsers = columns.map(({ typeId }) => parsers[typeId]);
  eachMessage(bytes, (message) => {
    if (message.type !== DATA_ROW) return;
    within(message, message.bodyStart, 2, 'a field count');
    const count = bytes.readInt16BE(message.bodyStart);
    if (count !== columns.length) {
      throw new MalformedAnswerError(
        `a row of ${count} fields answers a statement of ${columns.length} columns`,
      );
    }
    const row = Object.create(null) as Record<string, unknown>;
    let offset = message.bodyStart + 2;
    for (let index = 0; index < count; index += 1) {
      within(message, offset, 4, 'a field length');
      const length = bytes.readInt32BE(offset);
      offset += 4;
      const column = columns[index]!;
      if (length === -1) {
        row[column.name] = null;
        continue;
      }
      within(message, offset, length, `field ${index + 1} (${length} bytes)`);
      const text = bytes.toString('utf8', offset, offset + length);
      offset += length;
      const parse = columnParsers[index];
      row[column.name] = parse ? parse(text, column.typeId) : text;
    }
    rows.push(row as Row);
  });
  return rows;
}

/** Only checks the answer for an error (statements whose answer carries no rows). */
export function checkAnswer(bytes: Buffer): void {
  eachMessage(bytes, () => undefined);
}
