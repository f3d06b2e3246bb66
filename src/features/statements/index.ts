/** The statements feature's public API: the Download statement control of the history pages. */
export { StatementDownload } from './StatementDownload';
