import { defineNamespace } from '../catalogue';
import en from '../locales/en/statements.json';

/** Download statement: its button on the history pages, its dialog and its progress. */
export const statementsMessages = defineNamespace('statements', en);
export type StatementsKey = keyof typeof statementsMessages.en;
