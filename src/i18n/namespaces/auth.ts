import { defineNamespace } from '../catalogue';
import en from '../locales/en/auth.json';

/**
 * What sign-in and sign-up share: the credentials' validation messages and the seed phrase with
 * its dialogs' Login button (shown after registering and after a password reset). Each page's
 * own texts are in signIn and signUp, so neither page carries the other's.
 */
export const authMessages = defineNamespace('auth', en);
