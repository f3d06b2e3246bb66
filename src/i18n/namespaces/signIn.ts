import { defineNamespace } from '../catalogue';
import en from '../locales/en/signIn.json';

/**
 * Sign-in: the login form, its two-factor step, "Sign in with a passkey", the link to unlock a
 * locked account, and password reset with its dialog. Sign-in's own, so the sign-up page does
 * not carry it (and its passkey and unlock texts are here, not in passkeys and accountLock, so
 * the sign-in page carries one catalogue of its own instead of three).
 */
export const signInMessages = defineNamespace('signIn', en);
