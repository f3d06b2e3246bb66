import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n';
import { marketMessages } from '../../../i18n/namespaces/market';
import { MARKET_PAIRS, type MarketSymbol } from '../marketPairs';
import { TickerTapeFrame } from './TickerTapeFrame';
import { WidgetFrame, WidgetLoading } from './WidgetFrame';
import {
  ADVANCED_CHART_HEIGHT,
  DEFAULT_MARKET_TABLE_VARIANT,
  DEFAULT_REALTIME_SYMBOL,
  MARKET_TABLE_HEADER_HEIGHT,
  MARKET_TABLE_ROW_HEIGHT,
  MARKET_TABLE_SETTINGS,
  REALTIME_CHART_HEIGHT,
  SPARKLINE_HEIGHT,
  type MarketTableVariant,
} from './widgetSettings';

/**
 * Loading states laid out like the content they stand for, so nothing below a widget moves when
 * its code or its data arrives (layout shift). Each is used twice: as the widget's fallback
 * while its lazy chunk loads, and by the widget itself while its data loads. Text lines are
 * skeletons inside the same typography as the text (one line of that variant, whatever the
 * font); blocks use the widget's own fixed sizes (widgetSettings.ts).
 */

/** The market table's search field (small) and pager. */
const SEARCH_FIELD_HEIGHT = 40;
const PAGER_HEIGHT = 52;

function Line({ variant, width }: { variant: TypographyProps['variant']; width: string }) {
  return (
    <Typography variant={variant} component="div">
      <Skeleton width={width} />
    </Typography>
  );
}

function Busy({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box role="progressbar" aria-label={label} aria-busy="true">
      {children}
    </Box>
  );
}

/** One line of tape (symbol, price and change in body2). */
export function TickerTapeLoading() {
  const t = useT(marketMessages);
  return (
    <Busy label={t('tickerTape.loading')}>
      <Line variant="body2" width="100%" />
    </Busy>
  );
}

export function TickerTapeSkeleton() {
  return (
    <TickerTapeFrame>
      <TickerTapeLoading />
    </TickerTapeFrame>
  );
}

/** A mini chart's price line, its caption line and the sparkline. */
export function MiniChartLoading({ label }: { label: string }) {
  return (
    <Busy label={label}>
      <Line variant="h3" width="45%" />
      <Line variant="caption" width="70%" />
      <Skeleton variant="rounded" height={SPARKLINE_HEIGHT} />
    </Busy>
  );
}

export function MiniChartSkeleton({ symbol }: { symbol: MarketSymbol }) {
  const t = useT(marketMessages);
  const pair = MARKET_PAIRS[symbol];
  return (
    <WidgetFrame title={pair.label}>
      <MiniChartLoading label={t('miniChart.loading', { pair: pair.label })} />
    </WidgetFrame>
  );
}

/** The stream status chip's place (a small chip is 24 px tall). */
function ChipSkeleton() {
  return <Skeleton variant="rounded" width={96} height={24} sx={{ borderRadius: 4 }} />;
}

/** The real-time chart's last price, its caption line and the plot. */
export function RealtimeChartLoading({ label }: { label: string }) {
  return (
    <Busy label={label}>
      <Box sx={{ mb: 1 }}>
        <Line variant="h3" width="35%" />
        <Line variant="caption" width="55%" />
      </Box>
      <Skeleton variant="rounded" height={REALTIME_CHART_HEIGHT} />
    </Busy>
  );
}

export function RealtimeChartSkeleton({
  symbol = DEFAULT_REALTIME_SYMBOL,
}: {
  symbol?: MarketSymbol;
}) {
  const t = useT(marketMessages);
  const symbolName = MARKET_PAIRS[symbol].streamSymbol;
  return (
    <WidgetFrame title={t('realtime.title', { symbol: symbolName })} action={<ChipSkeleton />}>
      <RealtimeChartLoading label={t('realtime.loading', { symbol: symbolName })} />
    </WidgetFrame>
  );
}

/** Search field, header row, a page of rows and the pager. */
export function MarketTableLoading({ variant }: { variant: MarketTableVariant }) {
  const t = useT(marketMessages);
  const { rowsPerPage } = MARKET_TABLE_SETTINGS[variant];
  return (
    <Busy label={t('table.loading')}>
      <Skeleton variant="rounded" height={SEARCH_FIELD_HEIGHT} sx={{ mb: 1, maxWidth: 320 }} />
      <Skeleton
        variant="rounded"
        height={MARKET_TABLE_HEADER_HEIGHT + rowsPerPage * MARKET_TABLE_ROW_HEIGHT}
      />
      <Box sx={{ height: PAGER_HEIGHT }} />
    </Busy>
  );
}

export function MarketTableSkeleton({
  variant = DEFAULT_MARKET_TABLE_VARIANT,
}: {
  variant?: MarketTableVariant;
}) {
  const t = useT(marketMessages);
  return (
    <WidgetFrame title={t(MARKET_TABLE_SETTINGS[variant].titleKey)}>
      <MarketTableLoading variant={variant} />
    </WidgetFrame>
  );
}

/** The summary's frame and a block while its code or the price history loads. */
export function TechnicalAnalysisSkeleton({
  symbol,
  label,
}: {
  symbol: MarketSymbol;
  label: string;
}) {
  const t = useT(marketMessages);
  return (
    <WidgetFrame title={t('analysis.title', { pair: MARKET_PAIRS[symbol].label })}>
      <WidgetLoading height={240} label={label} />
    </WidgetFrame>
  );
}

/** The crosshair line and the plot of the advanced chart. */
export function AdvancedChartLoading({ label }: { label: string }) {
  return (
    <Busy label={label}>
      <Box sx={{ mb: 1 }}>
        <Line variant="body2" width="80%" />
      </Box>
      <Skeleton variant="rounded" sx={{ height: ADVANCED_CHART_HEIGHT }} />
    </Busy>
  );
}

/** The symbol select and interval buttons' place (small controls are 40 px tall). */
function ControlsSkeleton() {
  return <Skeleton variant="rounded" width={220} height={40} />;
}

export function AdvancedChartSkeleton({ symbol }: { symbol: MarketSymbol }) {
  const t = useT(marketMessages);
  return (
    <WidgetFrame
      title={t('chart.title', { pair: MARKET_PAIRS[symbol].label })}
      action={<ControlsSkeleton />}
    >
      <AdvancedChartLoading label={t('chart.loading')} />
    </WidgetFrame>
  );
}
