import { defineNamespace } from '../catalogue';
import en from '../locales/en/forms.json';

/** The shared form fields' words: password visibility, one-time codes, the 2FA QR code. */
export const formsMessages = defineNamespace('forms', en);
