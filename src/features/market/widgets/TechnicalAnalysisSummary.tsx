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

function GroupRating({ title, summary }: { title: string; summary: GroupSummary }) {
  return (
    <Stack sx={{ alignItems: 'center', minWidth: 140 }} aria-label={`${title} rating`} role="group">
      <Typography variant="body2" color="text.secondary">
        {title}
      </Typography>
      <Chip
        color={summary.rating ? RATING_COLORS[summary.rating] : 'default'}
        label={summary.rating ?? 'Not enough data'}
        sx={{ fontWeight: 700, my: 0.5 }}
      />
      <Typography variant="caption" color="text.secondary">
        Sell {summary.sell} · Neutral {summary.neutral} · Buy {summary.buy}
      </Typography>
    </Stack>
  );
}

const formatValue = (value: number | null) =>
  value === null
    ? 'Not enough data'
    : new Intl.NumberFormat(undefined, {
        maximumFractionDigits: Math.abs(value) < 10 ? 4 : 2,
      }).format(value);

/**
 * Moving averages and oscillators on the pair's daily candles, each voting Buy / Sell / Neutral,
 * and the aggregate rating. A computation on past prices, not advice.
 */
export default function TechnicalAnalysisSummary({ symbol }: { symbol: MarketSymbol }) {
  const pair = MARKET_PAIRS[symbol];
  const { data, isLoading, isError, refetch } = useGetCandlesQuery({
    coinId: pair.coinId,
    days: HISTORY_DAYS,
  });
  const summary = useMemo(() => (data && data.length > 0 ? technicalSummary(data) : null), [data]);
  const title = `Technical analysis — ${pair.label}`;

  if (isLoading) return <TechnicalAnalysisSkeleton symbol={symbol} label="Loading price history" />;
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
        <WidgetEmpty message="No price history to analyse." />
      </WidgetFrame>
    );
  }
  return (
    <WidgetFrame title={title}>
      <Stack direction="row" sx={{ justifyContent: 'center', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <GroupRating title="Oscillators" summary={summary.oscillators} />
        <GroupRating title="Summary" summary={summary.overall} />
        <GroupRating title="Moving averages" summary={summary.movingAverages} />
      </Stack>
      <Table size="small" aria-label={`Indicators for ${pair.label}`}>
        <TableHead>
          <TableRow>
            <TableCell>Indicator</TableCell>
            <TableCell align="right">Value</TableCell>
            <TableCell align="right">Action</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {summary.rows.map((row) => (
            <TableRow key={row.name}>
              <TableCell>{row.name}</TableCell>
              <TableCell align="right">{formatValue(row.value)}</TableCell>
              <TableCell
                align="right"
                sx={{ color: row.signal ? SIGNAL_COLORS[row.signal] : undefined }}
              >
                {row.signal ?? '—'}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        Computed from {data!.length} candles of the market feed. Indicators describe past prices;
        they are not a forecast or investment advice.
      </Typography>
    </WidgetFrame>
  );
}
