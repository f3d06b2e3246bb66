import type { SavedAddress } from '../../api/types';
import type { Translate } from '../../i18n';
import type { withdrawalMessages } from '../../i18n/namespaces/withdrawal';
import { formatDateTime } from '../../lib/dates';

type T = Translate<keyof typeof withdrawalMessages.en>;

/** Whether the hold period of a saved address has passed at `now` (ms since the epoch). */
export function isUsable(address: Pick<SavedAddress, 'usableFrom'>, now: number): boolean {
  return Date.parse(address.usableFrom) <= now;
}

/** "Usable now", or when the hold ends, in the user's own time zone and language. */
export function usabilityText(
  address: Pick<SavedAddress, 'usableFrom'>,
  now: number,
  t: T,
  locale: string,
): string {
  return isUsable(address, now)
    ? t('usable.now')
    : t('usable.from', { date: formatDateTime(address.usableFrom, locale) });
}

/** The saved addresses a withdrawal of `asset` can be sent to (held ones included, marked). */
export function addressesForAsset(addresses: readonly SavedAddress[], asset: string) {
  return addresses.filter((saved) => saved.asset === asset);
}

/**
 * What the wallet address field explains once the account has saved addresses: the server
 * sends withdrawals only to saved, released addresses of the same asset, and the form says so
 * before the user reviews instead of after a refusal. Undefined when there is nothing to say.
 */
export function destinationGuidance(
  // final-form reports an emptied field as undefined, whatever the values type says.
  typed: string | undefined,
  asset: string | undefined,
  saved: readonly SavedAddress[] | undefined,
  now: number,
  t: T,
  locale: string,
): string | undefined {
  const address = (typed ?? '').trim();
  if (!saved || saved.length === 0 || address === '') return undefined;
  const match = saved.find((entry) => entry.address === address);
  if (!match) {
    return t('guidance.notSaved');
  }
  if (asset && match.asset !== asset) {
    return t('guidance.otherAsset', { savedAsset: match.asset, asset });
  }
  if (!isUsable(match, now)) {
    return t('guidance.waiting', {
      label: match.label,
      date: formatDateTime(match.usableFrom, locale),
    });
  }
  return t('guidance.saved', { label: match.label });
}
