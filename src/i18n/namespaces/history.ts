import { defineNamespace } from '../catalogue';
import en from '../locales/en/history.json';

/**
 * The history lists' words: count, filters, pages, empty states. Apart from `components` (money,
 * status chips), which every screen uses: these ship with the history pages only, and the
 * count's plural needs the message formatter.
 */
export const historyMessages = defineNamespace('history', en);
