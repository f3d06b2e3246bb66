import { useAppSelector } from './redux';

/**
 * Whether Hide amounts is on (SPEC §11.3). Shared components (Money, charts) read the privacy
 * state by its shape here, since shared code may not import the privacy feature itself.
 */
export function useAmountsHidden(): boolean {
  return useAppSelector((state) => state.privacy.hideAmounts);
}
