import { defineNamespace } from '../catalogue';
import en from '../locales/en/history.json';

/**
 * The history lists' plural count. Apart from `components` because it needs the message
 * formatter, which every screen showing money would otherwise wait for.
 */
export const historyMessages = defineNamespace('history', en);
