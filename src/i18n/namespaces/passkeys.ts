import { defineNamespace } from '../catalogue';
import en from '../locales/en/passkeys.json';

/**
 * Passkeys (SPEC §12.5): Account → Security's list and dialogs, "Sign in with a passkey" and
 * "Use a passkey instead" where a second factor is asked.
 */
export const passkeysMessages = defineNamespace('passkeys', en);
export type PasskeysKey = keyof typeof passkeysMessages.en;
