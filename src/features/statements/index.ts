/**
 * The statements feature's public API: the Download statement control of the history pages,
 * and the JSON statement that explains the dashboard's figures.
 */
export { StatementDownload } from './StatementDownload';
export { useGetStatementQuery } from './statementApi';
export { EntryKind } from './EntryKind';
