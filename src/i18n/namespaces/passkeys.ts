import { defineNamespace } from '../catalogue';
import en from '../locales/en/passkeys.json';

/**
 * Passkeys (SPEC §12.5): Account → Security's list and dialogs, and "Use a passkey instead"
 * where a second factor is asked ("Sign in with a passkey" is sign-in's, in auth).
 */
export const passkeysMessages = defineNamespace('passkeys', en);
export type PasskeysKey = keyof typeof passkeysMessages.en;
