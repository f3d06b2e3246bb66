import Type, { type Static } from 'typebox';
import {
  BEARER,
  CONTRACT_KEYWORDS,
  DecimalString,
  Day,
  endpoint,
  errors,
  Timestamp,
} from './common';
import { STATEMENT_ENTRY_TYPES, STATEMENT_FORMATS } from './constants';

/** `GET /statements` (SPEC §11.2, amended by §12.0): the ledger for a date range. */

const requiredDay = Day({ required: 'field_required_day' });

export const StatementQuery = Type.Object({
  from: requiredDay,
  to: requiredDay,
  format: Type.Optional(
    Type.Enum(STATEMENT_FORMATS, {
      type: 'string',
      default: 'csv',
      [CONTRACT_KEYWORDS.messages]: { enum: 'statement_format_invalid' },
    }),
  ),
});
export type StatementQuery = Static<typeof StatementQuery>;

export type StatementFormat = (typeof STATEMENT_FORMATS)[number];
export const StatementEntryType = Type.Enum(STATEMENT_ENTRY_TYPES);
export type StatementEntryType = Static<typeof StatementEntryType>;

/** One ledger entry of a statement; money as plain signed decimal strings ("1234.50"). */
export const StatementEntry = Type.Object({
  date: Timestamp('When the ledger entry was made.'),
  type: StatementEntryType,
  reference: Type.String(),
  description: Type.String(),
  amount: DecimalString(),
  balance: DecimalString(
    'Cash: the running sum of every ledger entry up to and including this one (SPEC §12.0).',
  ),
});
export type StatementEntry = Static<typeof StatementEntry>;

/** `GET /statements?format=json`; entries oldest first. */
export const StatementResponse = Type.Object({
  from: Type.String({ format: 'date' }),
  to: Type.String({ format: 'date' }),
  openingBalance: DecimalString(),
  closingBalance: DecimalString(),
  entries: Type.Array(StatementEntry),
});
export type StatementResponse = Static<typeof StatementResponse>;

export const statementEndpoints = {
  statement: endpoint('GET', '/statements', {
    summary: 'The ledger for a date range, streamed',
    description:
      'CSV by default (`Content-Disposition: attachment`, header ' +
      '`date,type,reference,description,amount,balance`, an opening and a closing balance row); ' +
      '`format=json` for the same as JSON. Both are streamed as they are read, at most 5 years.',
    tags: ['History'],
    security: BEARER,
    querystring: StatementQuery,
    response: {
      200: {
        description: 'The statement, in the format asked for.',
        content: {
          'text/csv': { schema: Type.String() },
          'application/json': { schema: StatementResponse },
        },
      },
      ...errors(400, 401, 429),
    },
  }),
};
