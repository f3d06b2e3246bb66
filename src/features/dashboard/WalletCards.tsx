import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { UserDetails } from '../../api/types';
import { Money } from '../../components/Money';
import { LazyPart } from '../../components/LazyPart';
import { useIntlLocale, useT } from '../../i18n';
import { dashboardMessages } from '../../i18n/namespaces/dashboard';
import { formatPercent } from '../../lib/money';
import type { ExplainedFigure } from './walletBreakdown';

type CardLabel = `card.${ExplainedFigure | 'signalStrength'}`;

interface WalletCard {
  label: CardLabel;
  /** The money figure behind the card, which "How is this calculated?" explains. */
  figure?: ExplainedFigure;
  value: (user: UserDetails, locale: string) => ReactNode;
}

/**
 * Said where a figure would need a stale price (SPEC §12.1, §12.3): the server sends no value
 * then, and a guess (or $0.00) would be a figure the user might act on.
 */
function PriceUnavailable() {
  const t = useT(dashboardMessages);
  return (
    <Typography component="span" variant="body1">
      {t('figure.priceUnavailable')}
    </Typography>
  );
}

const moneyValue =
  (figure: ExplainedFigure, color?: (user: UserDetails) => string | undefined) =>
  (user: UserDetails) => {
    const amount = user[figure];
    if (amount === null) return <PriceUnavailable />;
    // Money masks the figure while Hide amounts is on (SPEC §11.3).
    return <Money amount={amount} currency={user.currency} color={color?.(user)} />;
  };

const money = (figure: ExplainedFigure, color?: (user: UserDetails) => string | undefined) => ({
  label: `card.${figure}` as const,
  figure,
  value: moneyValue(figure, color),
});

/**
 * The breakdown dialog (MUI Dialog and Table) is its own chunk, fetched when a reader points at
 * or focuses a "How is this calculated?" link (or at the latest on the click) and drawn once it
 * is here: the dashboard's first render carries none of it.
 */
const loadHowCalculatedDialog = () =>
  import(/* webpackChunkName: "how-calculated-dialog" */ './HowCalculatedDialog');
/** A head start only: if it fails, the click's own load reports it (with Retry). */
const preloadHowCalculatedDialog = () => void loadHowCalculatedDialog().catch(() => undefined);

/** The six figures of SPEC §5 and Cash (§12.3), each exactly as the server reports it. */
const WALLET_CARDS: readonly WalletCard[] = [
  // Green for a profit; a loss is not dressed up in the colour of a gain.
  money('tradeProfit', (user) => (user.tradeProfit < 0 ? 'error.main' : 'success.main')),
  money('totalDeposit'),
  money('pendBalance'),
  money('referralBonus'),
  money('availableCash'),
  money('totalEquity'),
  // A percentage, not money: it stays visible with Hide amounts on.
  {
    label: 'card.signalStrength',
    value: (user, locale) => formatPercent(user.tradingProgress, locale),
  },
];

/** The wallet figures; skeletons (never placeholder numbers) until the user is loaded. */
export function WalletCards({ user }: { user: UserDetails | undefined }) {
  const t = useT(dashboardMessages);
  const locale = useIntlLocale();
  const [explained, setExplained] = useState<WalletCard | null>(null);
  // Mounted from the first open on, so the dialog keeps its closing transition afterwards.
  const [everOpened, setEverOpened] = useState(false);
  const explain = (card: WalletCard) => {
    setEverOpened(true);
    setExplained(card);
  };
  // The whole row, so neither pushes a card aside (and they follow the reader's own click).
  const notice = { gridColumn: '1 / -1' };
  return (
    <Box
      component="section"
      aria-label={t('wallet.label')}
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
          aria-label={t(card.label)}
          sx={{ p: 2 }}
        >
          <Typography variant="overline" color="text.secondary">
            {t(card.label)}
          </Typography>
          {user ? (
            <Typography variant="h5" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {card.value(user, locale)}
            </Typography>
          ) : (
            // One line of the figure's typography: the card keeps its height when it loads.
            <Typography variant="h5" component="div">
              <Skeleton width="60%" />
            </Typography>
          )}
          {card.figure && (
            // One body2 line either way: the link's room is kept while the user loads, so the
            // cards do not grow when it appears (layout shift).
            <Typography variant="body2" component="div" sx={{ mt: 0.5 }}>
              {user ? (
                <Link
                  component="button"
                  type="button"
                  variant="body2"
                  onClick={() => explain(card)}
                  onPointerEnter={preloadHowCalculatedDialog}
                  onFocus={preloadHowCalculatedDialog}
                >
                  {t('card.howCalculated')}
                </Link>
              ) : (
                <Skeleton width="45%" />
              )}
            </Typography>
          )}
        </Paper>
      ))}
      <LazyPart
        load={loadHowCalculatedDialog}
        wanted={everOpened}
        showStatus={explained !== null}
        loadingLabel={t('breakdown.codeLoading')}
        failedMessage={t('breakdown.codeFailed', { figure: explained ? t(explained.label) : '' })}
        statusSx={notice}
      >
        {(dialog) =>
          user && (
            <dialog.HowCalculatedDialog
              figure={explained?.figure ?? null}
              label={explained ? t(explained.label) : ''}
              user={user}
              onClose={() => setExplained(null)}
            />
          )
        }
      </LazyPart>
    </Box>
  );
}
