import { useMemo } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { Trade } from '../../api/types';
import { HistoryFrame, HistoryTable } from '../../components/HistoryTable';
import { RetryAlert } from '../../components/RetryAlert';
import { WidgetBoundary } from '../../components/WidgetBoundary';
import { paths } from '../../config/routes';
import { useIntlLocale, useT } from '../../i18n';
import { tradingMessages } from '../../i18n/namespaces/trading';
import { tradeColumns } from './tradeColumns';
import { useGetTradesQuery } from './tradingApi';

/** How many trades Spot Trading shows; the rest are in the trade history. */
export const RECENT_TRADES = 5;

const tradeKey = (trade: Trade) => trade._id;

/** The newest trades, with the way to the full history (SPEC §12.3). */
export function RecentTrades() {
  const t = useT(tradingMessages);
  const locale = useIntlLocale();
  const columns = useMemo(() => tradeColumns(t, locale), [t, locale]);
  const trades = useGetTradesQuery({ limit: RECENT_TRADES });

  let body;
  if (trades.data?.trades.length === 0) {
    body = (
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
        <Typography color="text.secondary">{t('trades.empty')}</Typography>
      </Paper>
    );
  } else if (trades.error && !trades.data) {
    body = <RetryAlert message={t('trades.loadFailed')} onRetry={() => void trades.refetch()} />;
  } else {
    body = (
      <HistoryFrame>
        <WidgetBoundary
          subject={t('trades.recentTitle')}
          onRetry={trades.refetch}
          answers={[trades.data]}
        >
          <HistoryTable
            label={t('trades.recentLabel')}
            columns={columns}
            rowKey={tradeKey}
            rows={trades.data?.trades}
            skeletonRows={RECENT_TRADES}
          />
        </WidgetBoundary>
      </HistoryFrame>
    );
  }

  return (
    <section aria-labelledby="recent-trades-title">
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 1 }}
      >
        <Typography id="recent-trades-title" variant="h2" sx={{ fontSize: '1.35rem' }}>
          {t('trades.recentTitle')}
        </Typography>
        <Button component={RouterLink} to={paths.trades}>
          {t('trades.all')}
        </Button>
      </Stack>
      {body}
    </section>
  );
}
