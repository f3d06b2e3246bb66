import Box from '@mui/material/Box';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import CandlestickChartIcon from '@mui/icons-material/CandlestickChart';
import CurrencyBitcoinIcon from '@mui/icons-material/CurrencyBitcoin';
import DonutLargeIcon from '@mui/icons-material/DonutLarge';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
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
