import Box from '@mui/material/Box';
import { VisuallyHidden } from './VisuallyHidden';
import { useAmountsHidden } from '../hooks/useAmountsHidden';
import { formatMoney, MASKED_AMOUNT } from '../lib/money';

interface MoneyProps {
  amount: number;
  /** The user's currency symbol or code; `$` when missing (SPEC §0.1). */
  currency?: string | null;
  /** A colour that carries meaning (a loss in red); the mask keeps it, it tells no figure. */
  color?: string;
}

const figureSx = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * What stands in for a figure while Hide amounts is on: four dots for the eye and the word
 * "hidden" for a screen reader (which would otherwise read "bullet" four times). The real
 * figure is not rendered at all, so it is in neither the page text nor the DOM.
 */
export function MaskedAmount({ color }: { color?: string }) {
  return (
    <Box component="span" sx={{ ...figureSx, color }}>
      <span aria-hidden="true">{MASKED_AMOUNT}</span>
      <VisuallyHidden>hidden</VisuallyHidden>
    </Box>
  );
}

/**
 * An amount of the user's exactly as the server reported it, in the user's currency and to its
 * minor unit ($5,000.00, $0.00), or the mask while Hide amounts is on. Tabular digits keep
 * columns of figures aligned.
 */
export function Money({ amount, currency, color }: MoneyProps) {
  const hidden = useAmountsHidden();
  if (hidden) return <MaskedAmount color={color} />;
  return (
    <Box component="span" sx={{ ...figureSx, color }}>
      {formatMoney(amount, currency)}
    </Box>
  );
}
