import Box from '@mui/material/Box';
import { formatMoney } from '../lib/money';

interface MoneyProps {
  amount: number;
  /** The user's currency symbol or code; `$` when missing (SPEC §0.1). */
  currency?: string | null;
}

/**
 * An amount exactly as the server reported it, in the user's currency and to its minor unit
 * ($5,000.00, $0.00). Tabular digits keep columns of figures aligned.
 */
export function Money({ amount, currency }: MoneyProps) {
  return (
    <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {formatMoney(amount, currency)}
    </Box>
  );
}
