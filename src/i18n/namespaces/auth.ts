import { defineNamespace } from '../catalogue';
import en from '../locales/en/auth.json';

/**
 * Sign-in (with its two-factor step, "Sign in with a passkey" and the link to unlock a locked
 * account), sign-up, password reset and the seed phrase dialogs. Sign-in's passkey and unlock
 * texts live here, not in the passkeys and accountLock areas, so the sign-in page's first render
 * carries one catalogue instead of three.
 */
export const authMessages = defineNamespace('auth', en);
