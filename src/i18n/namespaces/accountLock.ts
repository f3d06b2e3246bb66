import { defineNamespace } from '../catalogue';
import en from '../locales/en/accountLock.json';

/**
 * Locking and unlocking the account and the anti-phishing phrase (SPEC §12.5): Account →
 * Security's sections and the public `/lock-account` and `/unlock` pages (sign-in's link to
 * unlock is in auth, the withdrawal form's reopening time in withdrawal: each with its screen).
 */
export const accountLockMessages = defineNamespace('accountLock', en);
export type AccountLockKey = keyof typeof accountLockMessages.en;
