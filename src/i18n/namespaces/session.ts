import { defineNamespace } from '../catalogue';
import en from '../locales/en/session.json';

/** Why a session ended (shown on sign-in), the idle warning and the session guard's loader. */
export const sessionMessages = defineNamespace('session', en);
