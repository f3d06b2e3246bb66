import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import type { UserDetails } from '../../api/types';
import { formatMoney, formatPercent } from '../../lib/money';

interface WalletCard {
  label: string;
  value: (user: UserDetails) => string;
  color?: (user: UserDetails) => string | undefined;
}

const money = (pick: (user: UserDetails) => number) => (user: UserDetails) =>
  formatMoney(pick(user), user.currency);

/** The six figures of SPEC §5, each exactly as the server reports it. */
const WALLET_CARDS: readonly WalletCard[] = [
  {
    label: 'Trade Profit',
    value: money((user) => user.tradeProfit),
    // Green for a profit; a loss is not dressed up in the colour of a gain.
    color: (user) => (user.tradeProfit < 0 ? 'error.main' : 'success.main'),
  },
  { label: 'Total Deposits', value: money((user) => user.totalDeposit) },
  { label: 'Pend. Balance', value: money((user) => user.pendBalance) },
  { label: 'Referral Bonus', value: money((user) => user.referralBonus) },
  { label: 'Total Equity', value: money((user) => user.totalEquity) },
  { label: 'Signal Strength', value: (user) => formatPercent(user.tradingProgress) },
];

/** The wallet figures; skeletons (never placeholder numbers) until the user is loaded. */
export function WalletCards({ user }: { user: UserDetails | undefined }) {
  return (
    <Box
      component="section"
      aria-label="Wallet"
      aria-busy={user ? 'false' : 'true'}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
      }}
    >
      {WALLET_CARDS.map((card) => (
        <Paper
          key={card.label}
          variant="outlined"
          role="group"
          aria-label={card.label}
          sx={{ p: 2 }}
        >
          <Typography variant="overline" color="text.secondary">
            {card.label}
          </Typography>
          {user ? (
            <Typography
              variant="h5"
              component="p"
              sx={{ color: card.color?.(user), fontVariantNumeric: 'tabular-nums' }}
            >
              {card.value(user)}
            </Typography>
          ) : (
            // One line of the figure's typography: the card keeps its height when it loads.
            <Typography variant="h5" component="div">
              <Skeleton width="60%" />
            </Typography>
          )}
        </Paper>
      ))}
    </Box>
  );
}
