import type { SavedAddress } from '../../api/types';
import { formatDateTime } from '../../lib/dates';

/** Whether the hold period of a saved address has passed at `now` (ms since the epoch). */
export function isUsable(address: Pick<SavedAddress, 'usableFrom'>, now: number): boolean {
  return Date.parse(address.usableFrom) <= now;
}

/** "Usable now", or when the hold ends, in the user's own time zone. */
export function usabilityText(address: Pick<SavedAddress, 'usableFrom'>, now: number): string {
  return isUsable(address, now)
    ? 'Usable now'
    : `Usable from ${formatDateTime(address.usableFrom)}`;
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
): string | undefined {
  const address = (typed ?? '').trim();
  if (!saved || saved.length === 0 || address === '') return undefined;
  const match = saved.find((entry) => entry.address === address);
  if (!match) {
    return 'Not in your address book: withdrawals go only to saved addresses. Add it below first.';
  }
  if (asset && match.asset !== asset) {
    return `This address is saved for ${match.asset}, not ${asset}.`;
  }
  if (!isUsable(match, now)) {
    return `“${match.label}” is still in its waiting period: usable from ${formatDateTime(match.usableFrom)}.`;
  }
  return `Saved as “${match.label}”.`;
}
