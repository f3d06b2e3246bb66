import { messageRef, type MessageRef } from '../i18n';
import { validationMessages } from '../i18n/namespaces/validation';

/**
 * The codes a second factor accepts (SPEC §11.4): a 6-digit code from an authenticator app, or
 * one of the account's recovery codes. The client checks the shape only, so a typo is caught
 * before a try is spent; whether the code is right is the server's call.
 */

/** What the user meant, whatever spacing a paste brought along ("123 456", "123-456"). */
export function normalizeAppCode(text: string): string {
  return text.replace(/[\s-]/g, '');
}

/** Recovery codes are compared case-insensitively by their letters and digits only. */
export function normalizeRecoveryCode(text: string): string {
  return text.trim().toLowerCase();
}

const APP_CODE = /^\d{6}$/;
/** Letters and digits in groups joined by single hyphens, 8–40 characters. */
const RECOVERY_CODE = /^(?=.{8,40}$)[a-z0-9]+(-[a-z0-9]+)*$/;

export const APP_CODE_MESSAGE = 'Enter the 6-digit code from your authenticator app';
export const RECOVERY_CODE_MESSAGE = 'Enter one of your recovery codes, e.g. abcde-12345';
export const ANY_CODE_MESSAGE =
  'Enter the 6-digit code from your authenticator app or one of your recovery codes';

export type CodeKind = 'app' | 'recovery' | 'either';

/** The English texts above, in the language chosen when they are shown. */
const CODE_MESSAGES: Record<CodeKind, MessageRef> = {
  app: messageRef(validationMessages, 'code.app'),
  recovery: messageRef(validationMessages, 'code.recovery'),
  either: messageRef(validationMessages, 'code.either'),
};

const ENGLISH: Record<CodeKind, string> = {
  app: APP_CODE_MESSAGE,
  recovery: RECOVERY_CODE_MESSAGE,
  either: ANY_CODE_MESSAGE,
};

type CodeProblem = { code?: undefined; error: string; message: MessageRef };

function problem(kind: CodeKind): CodeProblem {
  return { error: ENGLISH[kind], message: CODE_MESSAGES[kind] };
}

/**
 * The code to send for what was typed, or the message saying why it cannot be a code of that
 * kind: `message` to show in the chosen language (`error` is its English text, for callers
 * not translated yet). `either` (withdrawals, turning 2FA off) takes six digits as an app code and anything
 * else as a recovery code.
 */
export function readOneTimeCode(
  text: string,
  kind: CodeKind,
): { code: string; error?: undefined; message?: undefined } | CodeProblem {
  const appCode = normalizeAppCode(text);
  if (kind !== 'recovery' && APP_CODE.test(appCode)) return { code: appCode };
  if (kind === 'app') return problem('app');
  const recovery = normalizeRecoveryCode(text);
  if (RECOVERY_CODE.test(recovery)) return { code: recovery };
  return problem(kind);
}
