import { defineNamespace } from '../catalogue';
import en from '../locales/en/withdrawal.json';

/**
 * The withdrawal form (with its reopening time after an unlock), its review, the address book
 * and the withdrawal history.
 */
export const withdrawalMessages = defineNamespace('withdrawal', en);
