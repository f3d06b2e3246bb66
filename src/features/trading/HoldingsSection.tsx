import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Holding, HoldingsResponse } from '../../api/types';
import { HistoryFrame, HistoryTable, type HistoryColumn } from '../../components/HistoryTable';
import { Money } from '../../components/Money';
import { RetryAlert } from '../../components/RetryAlert';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { WidgetBoundary } from '../../components/WidgetBoundary';
import { useIntlLocale, useT, type Translate } from '../../i18n';
import { tradingMessages } from '../../i18n/namespaces/trading';
import { formatMarketPrice, formatPercent } from '../../lib/money';
import type { TradingKey } from './tradeColumns';
import { formatPriceTime, formatQuantity } from './tradeFormat';
import { useGetHoldingsQuery } from './tradingApi';
import { JUST_ASKED_SECONDS } from '../../api/api';

/** What stands in for a figure valued on a stale price: a dash, and words for a screen reader. */
function NotValued({ label }: { label: string }) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <VisuallyHidden>{label}</VisuallyHidden>
    </>
  );
}

/**
 * Unrealized P/L as a percent of what the holding cost (value − P/L). A display ratio, not
 * money: no amount is computed from it.
 */
function pnlPercent(holding: Holding): number | null {
  if (holding.value === null || holding.unrealizedPnl === null) return null;
  const cost = Number(holding.value) - Number(holding.unrealizedPnl);
  return cost > 0 ? (Number(holding.unrealizedPnl) / cost) * 100 : null;
}

function holdingColumns(t: Translate<TradingKey>, locale: string): HistoryColumn<Holding>[] {
  const notValued = <NotValued label={t('holdings.notAvailable')} />;
  return [
    { header: t('holdings.asset'), render: (holding) => holding.asset },
    {
      header: t('holdings.quantity'),
      align: 'right',
      render: (holding) => formatQuantity(holding.quantity, locale),
    },
    {
      header: t('holdings.averageCost'),
      align: 'right',
      render: (holding) => formatMarketPrice(Number(holding.averageCost), locale),
    },
    {
      header: t('holdings.price'),
      align: 'right',
      render: (holding) =>
        holding.price === null ? (
          notValued
        ) : (
          <Stack component="span">
            <span>{formatMarketPrice(Number(holding.price), locale)}</span>
            {holding.asOf && (
              <Typography component="span" variant="caption" color="text.secondary">
                {t('order.asOf', { time: formatPriceTime(holding.asOf, locale) })}
              </Typography>
            )}
          </Stack>
        ),
    },
    {
      header: t('holdings.value'),
      align: 'right',
      render: (holding) =>
        holding.value === null ? notValued : <Money amount={Number(holding.value)} />,
    },
    {
      header: t('holdings.unrealizedPnl'),
      align: 'right',
      render: (holding) => {
        if (holding.unrealizedPnl === null) return notValued;
        const pnl = Number(holding.unrealizedPnl);
        const percent = pnlPercent(holding);
        return (
          <Stack component="span">
            <Money amount={pnl} color={pnl < 0 ? 'error.main' : 'success.main'} />
            {percent !== null && (
              <Typography component="span" variant="caption" color="text.secondary">
                {t('holdings.percent', { percent: formatPercent(percent, locale) })}
              </Typography>
            )}
          </Stack>
        );
      },
    },
  ];
}

const holdingKey = (holding: Holding) => holding.asset;

interface HoldingsTableProps {
  data: HoldingsResponse;
  columns: readonly HistoryColumn<Holding>[];
}

function HoldingsTable({ data, columns }: HoldingsTableProps) {
  const t = useT(tradingMessages);
  const stale = data.holdings.some((holding) => holding.price === null);
  return (
    <Stack spacing={1.5}>
      <Typography color="text.secondary">
        {t.rich('holdings.cash', {
          cash: <Money amount={Number(data.cash)} />,
          available: <Money amount={Number(data.availableCash)} />,
        })}
      </Typography>
      {stale && <Alert severity="warning">{t('order.stale')}</Alert>}
      {data.holdings.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography color="text.secondary">{t('holdings.empty')}</Typography>
        </Paper>
      ) : (
        <HistoryFrame>
          <HistoryTable
            label={t('holdings.label')}
            columns={columns}
            rowKey={holdingKey}
            rows={data.holdings}
            skeletonRows={1}
          />
        </HistoryFrame>
      )}
    </Stack>
  );
}

/** The holdings with their value and unrealized P/L at the server's current prices (§12.3). */
export function HoldingsSection() {
  const t = useT(tradingMessages);
  const locale = useIntlLocale();
  const columns = useMemo(() => holdingColumns(t, locale), [t, locale]);
  // On the dashboard the page asked for them with its first data, a moment before this mounts.
  const holdings = useGetHoldingsQuery(undefined, {
    refetchOnMountOrArgChange: JUST_ASKED_SECONDS,
  });
  let body;
  if (holdings.data) {
    const { data } = holdings;
    body = (
      <WidgetBoundary
        subject={t('holdings.title')}
        onRetry={holdings.refetch}
        answers={[holdings.data]}
      >
        {() => <HoldingsTable data={data} columns={columns} />}
      </WidgetBoundary>
    );
  } else if (holdings.error) {
    body = (
      <RetryAlert message={t('holdings.loadFailed')} onRetry={() => void holdings.refetch()} />
    );
  } else {
    body = (
      <HistoryFrame>
        <HistoryTable
          label={t('holdings.label')}
          columns={columns}
          rowKey={holdingKey}
          rows={undefined}
          skeletonRows={2}
        />
      </HistoryFrame>
    );
  }
  return (
    <section aria-labelledby="holdings-title">
      <Typography id="holdings-title" variant="h2" gutterBottom sx={{ fontSize: '1.35rem' }}>
        {t('holdings.title')}
      </Typography>
      {body}
    </section>
  );
}
