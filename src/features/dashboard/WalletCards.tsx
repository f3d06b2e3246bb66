import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { UserDetails } from '../../api/types';
import { Money } from '../../components/Money';
import { formatPercent } from '../../lib/money';
import { HowCalculatedDialog } from './HowCalculatedDialog';
import type { ExplainedFigure } from './walletBreakdown';

interface WalletCard {
  label: string;
  /** The money figure behind the card, which "How is this calculated?" explains. */
  figure?: ExplainedFigure;
  value: (user: UserDetails) => ReactNode;
}

const money = (figure: ExplainedFigure, color?: (user: UserDetails) => string | undefined) => ({
  figure,
  // Money masks the figure while Hide amounts is on (SPEC §11.3).
  value: (user: UserDetails) => (
    <Money amount={user[figure]} currency={user.currency} color={color?.(user)} />
  ),
});

/** The six figures of SPEC §5, each exactly as the server reports it. */
const WALLET_CARDS: readonly WalletCard[] = [
  {
    label: 'Trade Profit',
    // Green for a profit; a loss is not dressed up in the colour of a gain.
    ...money('tradeProfit', (user) => (user.tradeProfit < 0 ? 'error.main' : 'success.main')),
  },
  { label: 'Total Deposits', ...money('totalDeposit') },
  { label: 'Pend. Balance', ...money('pendBalance') },
  { label: 'Referral Bonus', ...money('referralBonus') },
  { label: 'Total Equity', ...money('totalEquity') },
  // A percentage, not money: it stays visible with Hide amounts on.
  { label: 'Signal Strength', value: (user) => formatPercent(user.tradingProgress) },
];

/** The wallet figures; skeletons (never placeholder numbers) until the user is loaded. */
export function WalletCards({ user }: { user: UserDetails | undefined }) {
  const [explained, setExplained] = useState<WalletCard | null>(null);
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
            <Typography variant="h5" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {card.value(user)}
            </Typography>
          ) : (
            // One line of the figure's typography: the card keeps its height when it loads.
            <Typography variant="h5" component="div">
              <Skeleton width="60%" />
            </Typography>
          )}
          {user && card.figure && (
            <Link
              component="button"
              type="button"
              variant="body2"
              onClick={() => setExplained(card)}
              sx={{ mt: 0.5 }}
            >
              How is this calculated?
            </Link>
          )}
        </Paper>
      ))}
      {user && (
        <HowCalculatedDialog
          figure={explained?.figure ?? null}
          label={explained?.label ?? ''}
          user={user}
          onClose={() => setExplained(null)}
        />
      )}
    </Box>
  );
}
