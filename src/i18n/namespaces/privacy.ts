import { defineNamespace } from '../catalogue';
import en from '../locales/en/privacy.json';

/** Hide amounts, the eye in the dashboard bar. */
export const privacyMessages = defineNamespace('privacy', en);
