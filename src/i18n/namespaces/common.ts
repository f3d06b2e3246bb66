import { defineNamespace } from '../catalogue';
import en from '../locales/en/common.json';

/** Words every area uses the same way (Retry, Cancel, Close). */
export const commonMessages = defineNamespace('common', en);
