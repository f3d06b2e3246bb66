import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { JUST_ASKED_SECONDS } from '../../api/api';
import { PORTFOLIO_RANGES, type PortfolioPoint, type PortfolioRange } from '../../api/types';
import { RetryAlert } from '../../components/RetryAlert';
import { WidgetBoundary } from '../../components/WidgetBoundary';
import { useAmountsHidden } from '../../hooks/useAmountsHidden';
import { useIntlLocale, useT } from '../../i18n';
import { portfolioMessages } from '../../i18n/namespaces/portfolio';
import { errorMessageOf } from '../../lib/apiError';
import { useKnownUserDetails } from '../session';
import { chartMoney, formatDay, hasNoActivity, performanceSummary } from './performanceSummary';
import { useGetPortfolioHistoryQuery } from './portfolioApi';
import { RANGE_LABELS, RANGE_PARAM, rangeFromParam } from './portfolioRange';

/** The plot's height: the skeleton, the empty state and the chart all hold it (no layout shift). */
export const PERFORMANCE_CHART_HEIGHT = 280;

const LazyPerformanceChart = lazy(
  () => import(/* webpackChunkName: "portfolio-performance-chart" */ './PerformanceChart'),
);

function ChartSkeleton() {
  const t = useT(portfolioMessages);
  return (
    <Skeleton
      variant="rounded"
      height={PERFORMANCE_CHART_HEIGHT}
      aria-label={t('loading')}
      role="progressbar"
    />
  );
}

function LegendItem({ label, value, color }: { label: string; value: string; color: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Box aria-hidden sx={{ width: 16, height: 3, borderRadius: 1, bgcolor: color }} />
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
        {value}
      </Typography>
    </Stack>
  );
}

function PerformanceChartView({ points }: { points: PortfolioPoint[] }) {
  const currency = useKnownUserDetails()?.currency;
  const hidden = useAmountsHidden();
  const [hoveredDay, setHoveredDay] = useState<string | null>(null);
  const summaryId = useId();
  const t = useT(portfolioMessages);
  const locale = useIntlLocale();
  // The legend shows the day under the crosshair, else the range's last day (today).
  const shown = points.find((point) => point.date === hoveredDay) ?? points.at(-1);
  return (
    <Stack spacing={1.5}>
      {shown && (
        <Stack
          direction="row"
          spacing={3}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center' }}
          aria-label={t('legend')}
          role="group"
        >
          <Typography variant="body2" color="text.secondary">
            {formatDay(shown.date, locale)}
          </Typography>
          <LegendItem
            label={t('balance')}
            color="primary.main"
            value={chartMoney(Number(shown.balance), currency, hidden, locale)}
          />
          <LegendItem
            label={t('totalDeposits')}
            color="secondary.main"
            value={chartMoney(Number(shown.netDeposits), currency, hidden, locale)}
          />
          <LegendItem
            label={t('holdings')}
            color="info.main"
            value={chartMoney(Number(shown.holdingsValue), currency, hidden, locale)}
          />
        </Stack>
      )}
      <Suspense fallback={<ChartSkeleton />}>
        <LazyPerformanceChart
          points={points}
          currency={currency}
          hidden={hidden}
          height={PERFORMANCE_CHART_HEIGHT}
          onHover={setHoveredDay}
          describedBy={summaryId}
        />
      </Suspense>
      <Typography id={summaryId} variant="body2" color="text.secondary">
        {performanceSummary(points, { currency, hidden, t, locale })}
      </Typography>
    </Stack>
  );
}

function PerformanceBody({ range }: { range: PortfolioRange }) {
  // currentData, not data: while another range loads, the last range's line must not stand
  // under the new range's button.
  // The dashboard asked for this range with its first data (usePerformanceRequested).
  const { currentData, error, isFetching, refetch } = useGetPortfolioHistoryQuery(range, {
    refetchOnMountOrArgChange: JUST_ASKED_SECONDS,
  });
  const t = useT(portfolioMessages);
  if (error && !isFetching) {
    return (
      <RetryAlert
        message={t('loadFailed', { reason: errorMessageOf(error) })}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!currentData) return <ChartSkeleton />;
  const { points } = currentData;
  return (
    // The points are read inside the boundary; another range starts with a fresh one.
    <WidgetBoundary key={range} subject={t('subject')} onRetry={refetch} answers={[currentData]}>
      {() => (hasNoActivity(points) ? <NoActivity /> : <PerformanceChartView points={points} />)}
    </WidgetBoundary>
  );
}

function NoActivity() {
  const t = useT(portfolioMessages);
  return (
    <Stack
      sx={{ height: PERFORMANCE_CHART_HEIGHT, alignItems: 'center', justifyContent: 'center' }}
      spacing={1}
    >
      <Typography variant="h6" component="p">
        {t('empty.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        {t('empty.text')}
      </Typography>
    </Stack>
  );
}

/**
 * The dashboard's Performance section (SPEC §11.3): balance and total deposits per day for the
 * range in the URL (`?range=1M`), with range buttons, a legend that follows the crosshair and a
 * text summary. The line is the ledger's total deposits (token-user's totalDeposit), so it is
 * labelled that, not "net deposits".
 */
export function PerformanceSection() {
  const [searchParams, setSearchParams] = useSearchParams();
  const range = rangeFromParam(searchParams.get(RANGE_PARAM));
  const headingId = useId();
  const t = useT(portfolioMessages);

  const choose = (next: PortfolioRange | null) => {
    // A pressed button pressed again reports null: the range stays.
    if (!next) return;
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set(RANGE_PARAM, next);
        return params;
      },
      { replace: true },
    );
  };

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={2}>
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
        >
          <Typography id={headingId} variant="h5" component="h2">
            {t('title')}
          </Typography>
          <ToggleButtonGroup
            value={range}
            exclusive
            size="small"
            onChange={(_event, next: PortfolioRange | null) => choose(next)}
            aria-label={t('range.label')}
          >
            {PORTFOLIO_RANGES.map((code) => (
              <ToggleButton key={code} value={code} sx={{ px: 1.5 }}>
                {t(RANGE_LABELS[code])}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
        {/* Requested with the page's first data (usePerformanceRequested): it is the user's own
            money, right under the wallet cards (issue 32), not something to load when scrolled
            to. */}
        <PerformanceBody range={range} />
      </Stack>
    </Paper>
  );
}
