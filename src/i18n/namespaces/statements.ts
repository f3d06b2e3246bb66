import { defineNamespace } from '../catalogue';
import en from '../locales/en/statements.json';

/**
 * Download statement: its button on the history pages, its dialog and its progress; and the
 * ledger entry kinds, as the dashboard's breakdowns label them.
 */
export const statementsMessages = defineNamespace('statements', en);
export type StatementsKey = keyof typeof statementsMessages.en;
