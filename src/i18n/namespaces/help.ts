import { defineNamespace } from '../catalogue';
import en from '../locales/en/help.json';

/** The Help Center: contact options, the Leave a Message form and the FAQ. */
export const helpMessages = defineNamespace('help', en);
