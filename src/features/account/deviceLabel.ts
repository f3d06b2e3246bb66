import type { DeviceNames } from '../../api/types';
import type { Translate } from '../../i18n';
import type { AccountKey } from '../../i18n/namespaces/account';

/**
 * "Chrome on Windows", "Safari on iOS": what a user recognises a session by. The server reads
 * the names from the User-Agent (a record's `device`), so no parser ships to the browser.
 * Browser and system names are names: only the words around them are translated.
 */
export function deviceLabel({ browser, os }: DeviceNames, t: Translate<AccountKey>): string {
  if (browser && os) return t('device.onOs', { browser, os });
  return browser || os || t('device.unknown');
}
