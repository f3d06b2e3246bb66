import { lazy, type ComponentProps } from 'react';
import { WidgetBoundary } from './widgets/WidgetBoundary';
import {
  AdvancedChartSkeleton,
  MarketTableSkeleton,
  MiniChartSkeleton,
  RealtimeChartSkeleton,
  TechnicalAnalysisSkeleton,
  TickerTapeSkeleton,
} from './widgets/WidgetSkeletons';

/**
 * The market widgets, each in its own lazily loaded chunk (with lightweight-charts split out), so
 * pages without charts never download them. Every export brings its own Suspense fallback and
 * error boundary: drop it into a page as is.
 */
const LazyTickerTape = lazy(
  () => import(/* webpackChunkName: "market-ticker-tape" */ './widgets/TickerTape'),
);
const LazyMiniChart = lazy(
  () => import(/* webpackChunkName: "market-mini-chart" */ './widgets/MiniChart'),
);
const LazyTechnicalAnalysis = lazy(
  () =>
    import(
      /* webpackChunkName: "market-technical-analysis" */ './widgets/TechnicalAnalysisSummary'
    ),
);
const LazyAdvancedChart = lazy(
  () => import(/* webpackChunkName: "market-advanced-chart" */ './widgets/AdvancedChart'),
);
const LazyRealtimeChart = lazy(
  () => import(/* webpackChunkName: "market-realtime-chart" */ './widgets/RealtimeChart'),
);
const LazyMarketTable = lazy(
  () => import(/* webpackChunkName: "market-table" */ './widgets/MarketTable'),
);

export function TickerTape() {
  return (
    <WidgetBoundary fallback={<TickerTapeSkeleton />}>
      <LazyTickerTape />
    </WidgetBoundary>
  );
}

export function MiniChart(props: ComponentProps<typeof LazyMiniChart>) {
  return (
    <WidgetBoundary fallback={<MiniChartSkeleton symbol={props.symbol} />}>
      <LazyMiniChart {...props} />
    </WidgetBoundary>
  );
}

export function TechnicalAnalysisSummary(props: ComponentProps<typeof LazyTechnicalAnalysis>) {
  return (
    <WidgetBoundary
      fallback={
        <TechnicalAnalysisSkeleton symbol={props.symbol} label="Loading technical analysis" />
      }
    >
      <LazyTechnicalAnalysis {...props} />
    </WidgetBoundary>
  );
}

export function AdvancedChart(props: ComponentProps<typeof LazyAdvancedChart>) {
  return (
    <WidgetBoundary fallback={<AdvancedChartSkeleton symbol={props.initialSymbol ?? 'BTC/USD'} />}>
      <LazyAdvancedChart {...props} />
    </WidgetBoundary>
  );
}

export function RealtimeChart(props: ComponentProps<typeof LazyRealtimeChart>) {
  return (
    <WidgetBoundary fallback={<RealtimeChartSkeleton symbol={props.symbol} />}>
      <LazyRealtimeChart {...props} />
    </WidgetBoundary>
  );
}

export function MarketTable(props: ComponentProps<typeof LazyMarketTable>) {
  return (
    <WidgetBoundary fallback={<MarketTableSkeleton variant={props.variant} />}>
      <LazyMarketTable {...props} />
    </WidgetBoundary>
  );
}

export { MARKET_SYMBOLS, type MarketSymbol } from './marketPairs';
