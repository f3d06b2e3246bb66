import Box from '@mui/material/Box';
import AccountBalanceWalletIcon from '../../../components/icons/AccountBalanceWallet';
import CandlestickChartIcon from '../../../components/icons/CandlestickChart';
import CurrencyBitcoinIcon from '../../../components/icons/CurrencyBitcoin';
import DonutLargeIcon from '../../../components/icons/DonutLarge';
import ShowChartIcon from '../../../components/icons/ShowChart';
import WorkspacePremiumIcon from '../../../components/icons/WorkspacePremium';
import type { ServiceKind } from '../../../content/services';

const ICONS = {
  crypto: CurrencyBitcoinIcon,
  stocks: ShowChartIcon,
  indices: DonutLargeIcon,
  plans: WorkspacePremiumIcon,
  market: CandlestickChartIcon,
  payments: AccountBalanceWalletIcon,
} as const satisfies Record<ServiceKind, unknown>;

/** The decorative icon badge of a topic card (the card's heading carries the meaning). */
export function TopicIcon({ kind }: { kind: ServiceKind }) {
  const Icon = ICONS[kind];
  return (
    <Box
      aria-hidden
      sx={{
        width: 48,
        height: 48,
        borderRadius: 2,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'action.selected',
        color: 'primary.main',
      }}
    >
      <Icon />
    </Box>
  );
}
