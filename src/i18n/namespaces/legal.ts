import { defineNamespace } from '../catalogue';
import en from '../locales/en/legal.json';

/** The Terms of use and the Privacy policy. */
export const legalMessages = defineNamespace('legal', en);
