import { defineNamespace } from '../catalogue';
import en from '../locales/en/deposit.json';

/** The deposit steps, the payment instructions, the receipt e-mail and the deposit history. */
export const depositMessages = defineNamespace('deposit', en);
