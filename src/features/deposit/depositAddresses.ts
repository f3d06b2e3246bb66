import type { DepositMethod } from '../../config/config';
import type { UserDetails } from '../../api/types';

/** SPEC §10: the deposit methods, in the order they are offered. */
export const DEPOSIT_METHODS: readonly DepositMethod[] = [
  'Bitcoin',
  'Ethereum',
  'USDT',
  'TRX',
  'Solana',
  'BNB',
];

type UserAddressField = 'bitcoinAddress' | 'ethereumAddress' | 'usdtAddress';

/** The methods an operator can give a user their own deposit address for. */
const USER_ADDRESS_FIELDS: Partial<Record<DepositMethod, UserAddressField>> = {
  Bitcoin: 'bitcoinAddress',
  Ethereum: 'ethereumAddress',
  USDT: 'usdtAddress',
};

/** A user's own address counts from this length; shorter values are leftovers, not addresses. */
export const MIN_USER_ADDRESS_LENGTH = 2;

/**
 * Where the user pays for a method: their own address when they have one (≥ 2 characters),
 * otherwise the platform's configured address; null when neither exists ("Not available").
 */
export function depositAddressFor(
  method: DepositMethod,
  user: Pick<UserDetails, UserAddressField>,
  platformAddresses: Record<DepositMethod, string>,
): string | null {
  const field = USER_ADDRESS_FIELDS[method];
  const own = field ? user[field].trim() : '';
  if (own.length >= MIN_USER_ADDRESS_LENGTH) return own;
  const platform = platformAddresses[method].trim();
  return platform === '' ? null : platform;
}
