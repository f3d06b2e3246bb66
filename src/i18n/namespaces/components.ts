import { defineNamespace } from '../catalogue';
import en from '../locales/en/components.json';

/** The shared components: amounts, status chips, toasts, code fields, history lists. */
export const componentsMessages = defineNamespace('components', en);
