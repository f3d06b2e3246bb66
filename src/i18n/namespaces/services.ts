import { defineNamespace } from '../catalogue';
import en from '../locales/en/services.json';

/** The Services page. */
export const servicesMessages = defineNamespace('services', en);
