import Bowser from 'bowser';
import type { Translate } from '../../i18n';
import type { AccountKey } from '../../i18n/namespaces/account';

/**
 * "Chrome on Windows", "Safari on iOS": what a user recognises a session by, read from the
 * User-Agent header it signed in with. bowser keeps up with browsers' UA quirks (Edge and
 * Chrome share tokens, iPadOS passes as macOS) that a hand-written regex list would not.
 * Browser and system names are names: only the words around them are translated.
 */
export function deviceLabel(userAgent: string, t: Translate<AccountKey>): string {
  // bowser refuses an empty string; a client that sent no User-Agent is simply unknown.
  if (userAgent.trim() === '') return t('device.unknown');
  const { browser, os } = Bowser.parse(userAgent);
  const browserName = browser.name ?? '';
  const osName = os.name ?? '';
  if (browserName && osName) return t('device.onOs', { browser: browserName, os: osName });
  return browserName || osName || t('device.unknown');
}
