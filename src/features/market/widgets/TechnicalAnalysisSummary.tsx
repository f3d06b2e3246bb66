import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useGetCandlesQuery } from '../../../api/market';
import { useIntlLocale, useT } from '../../../i18n';
import { marketMessages } from '../../../i18n/namespaces/market';
import { technicalSummary, type GroupSummary, type Rating, type Signal } from '../indicators';
import { MARKET_PAIRS, type MarketSymbol } from '../marketPairs';
import { WidgetEmpty, WidgetFrame, WidgetUnavailable } from './WidgetFrame';
import { TechnicalAnalysisSkeleton } from './WidgetSkeletons';

/** A year of history: enough for the 200-period averages. */
export const HISTORY_DAYS = 365;

const RATING_COLORS: Record<Rating, 'error' | 'warning' | 'default' | 'info' | 'success'> = {
  'Strong sell': 'error',
  Sell: 'warning',
  Neutral: 'default',
  Buy: 'info',
  'Strong buy': 'success',
};
const SIGNAL_COLORS: Record<Signal, string> = {
  Buy: 'success.main',
  Sell: 'error.main',
  Neutral: 'text.secondary',
};
/** The ratings and signals as the catalogue's select options name them. */
const RATING_OPTIONS: Record<Rating, string> = {
  'Strong sell': 'strongSell',
  Sell: 'sell',
  Neutral: 'neutral',
  Buy: 'buy',
  'Strong buy': 'strongBuy',
};
const SIGNAL_OPTIONS: Record<Signal, string> = { Buy: 'buy', Sell: 'sell', Neutral: 'neutral' };

function GroupRating({ title, summary }: { title: string; summary: GroupSummary }) {
  const t = useT(marketMessages);
  return (
    <Stack
      sx={{ alignItems: 'center', minWidth: 140 }}
      aria-label={t('analysis.groupRating', { group: title })}
      role="group"
    >
      <Typography variant="body2" color="text.secondary">
        {title}
      </Typography>
      <Chip
        color={summary.rating ? RATING_COLORS[summary.rating] : 'default'}
        label={
          summary.rating
            ? t('analysis.rating', { rating: RATING_OPTIONS[summary.rating] })
            : t('analysis.notEnoughData')
        }
        sx={{ fontWeight: 700, my: 0.5 }}
      />
      <Typography variant="caption" color="text.secondary">
        {t('analysis.votes', { sell: summary.sell, neutral: summary.neutral, buy: summary.buy })}
      </Typography>
    </Stack>
  );
}

const formatValue = (value: number, locale: string) =>
  new Intl.NumberFormat(locale, {
    maximumFractionDigits: Math.abs(value) < 10 ? 4 : 2,
  }).format(value);

/**
 * Moving averages and oscillators on the pair's daily candles, each voting Buy / Sell / Neutral,
 * and the aggregate rating. A computation on past prices, not advice.
 */
export default function TechnicalAnalysisSummary({ symbol }: { symbol: MarketSymbol }) {
  const t = useT(marketMessages);
  const locale = useIntlLocale();
  const pair = MARKET_PAIRS[symbol];
  const { data, isLoading, isError, refetch } = useGetCandlesQuery({
    coinId: pair.coinId,
    days: HISTORY_DAYS,
  });
  const summary = useMemo(() => (data && data.length > 0 ? technicalSummary(data) : null), [data]);
  const title = t('analysis.title', { pair: pair.label });

  if (isLoading) {
    return <TechnicalAnalysisSkeleton symbol={symbol} label={t('analysis.loading')} />;
  }
  if (isError && !data) {
    return (
      <WidgetFrame title={title}>
        <WidgetUnavailable onRetry={() => void refetch()} />
      </WidgetFrame>
    );
  }
  if (!summary) {
    return (
      <WidgetFrame title={title}>
        <WidgetEmpty message={t('analysis.empty')} />
      </WidgetFrame>
    );
  }
  return (
    <WidgetFrame title={title}>
      <Stack direction="row" sx={{ justifyContent: 'center', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <GroupRating title={t('analysis.oscillators')} summary={summary.oscillators} />
        <GroupRating title={t('analysis.summary')} summary={summary.overall} />
        <GroupRating title={t('analysis.movingAverages')} summary={summary.movingAverages} />
      </Stack>
      <Table size="small" aria-label={t('analysis.table', { pair: pair.label })}>
        <TableHead>
          <TableRow>
            <TableCell>{t('analysis.column.indicator')}</TableCell>
            <TableCell align="right">{t('analysis.column.value')}</TableCell>
            <TableCell align="right">{t('analysis.column.action')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {summary.rows.map((row) => (
            <TableRow key={row.name}>
              <TableCell>{row.name}</TableCell>
              <TableCell align="right">
                {row.value === null ? t('analysis.notEnoughData') : formatValue(row.value, locale)}
              </TableCell>
              <TableCell
                align="right"
                sx={{ color: row.signal ? SIGNAL_COLORS[row.signal] : undefined }}
              >
                {row.signal ? t('analysis.signal', { signal: SIGNAL_OPTIONS[row.signal] }) : '—'}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {t('analysis.footnote', { count: data!.length })}
      </Typography>
    </WidgetFrame>
  );
}
