import { defineNamespace } from '../catalogue';
import en from '../locales/en/auth.json';

/** Sign-in (with its two-factor step), sign-up, password reset and the seed phrase dialogs. */
export const authMessages = defineNamespace('auth', en);
