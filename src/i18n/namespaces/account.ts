import { defineNamespace } from '../catalogue';
import en from '../locales/en/account.json';

/** The Account page: its details, the Update details dialog and the Security section. */
export const accountMessages = defineNamespace('account', en);
export type AccountKey = keyof typeof accountMessages.en;
