import { defineNamespace } from '../catalogue';
import en from '../locales/en/offlineHint.json';

/**
 * Home's note for a machine without the market feed. Its own namespace because it has a tag:
 * home's first screen then needs no message formatter (src/i18n/translate.tsx).
 */
export const offlineHintMessages = defineNamespace('offlineHint', en);
