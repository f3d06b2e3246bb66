import { lazy, type ComponentProps } from 'react';
import { useT } from '../../i18n';
import { marketMessages } from '../../i18n/namespaces/market';
import { notificationsMessages } from '../../i18n/namespaces/notifications';
import { LazyWidget } from './widgets/LazyWidget';
import { WatchlistPlaceholder } from './widgets/WatchlistPlaceholder';
import { WidgetFrame } from './widgets/WidgetFrame';
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
const LazyWatchlistSection = lazy(
  () => import(/* webpackChunkName: "market-watchlist" */ './widgets/WatchlistSection'),
);

export function TickerTape() {
  return (
    <LazyWidget fallback={<TickerTapeSkeleton />}>
      <LazyTickerTape />
    </LazyWidget>
  );
}

export function MiniChart(props: ComponentProps<typeof LazyMiniChart>) {
  return (
    <LazyWidget fallback={<MiniChartSkeleton symbol={props.symbol} />}>
      <LazyMiniChart {...props} />
    </LazyWidget>
  );
}

export function TechnicalAnalysisSummary(props: ComponentProps<typeof LazyTechnicalAnalysis>) {
  const t = useT(marketMessages);
  return (
    <LazyWidget
      fallback={
        <TechnicalAnalysisSkeleton symbol={props.symbol} label={t('analysis.loadingCode')} />
      }
    >
      <LazyTechnicalAnalysis {...props} />
    </LazyWidget>
  );
}

export function AdvancedChart(props: ComponentProps<typeof LazyAdvancedChart>) {
  return (
    <LazyWidget fallback={<AdvancedChartSkeleton symbol={props.initialSymbol ?? 'BTC/USD'} />}>
      <LazyAdvancedChart {...props} />
    </LazyWidget>
  );
}

export function RealtimeChart(props: ComponentProps<typeof LazyRealtimeChart>) {
  return (
    <LazyWidget fallback={<RealtimeChartSkeleton symbol={props.symbol} />}>
      <LazyRealtimeChart {...props} />
    </LazyWidget>
  );
}

export function MarketTable(props: ComponentProps<typeof LazyMarketTable>) {
  return (
    <LazyWidget fallback={<MarketTableSkeleton variant={props.variant} />}>
      <LazyMarketTable {...props} />
    </LazyWidget>
  );
}

/** The user's watchlist with prices and 24 h change (SPEC §12.4): first on Markets and the dashboard. */
export function WatchlistSection() {
  const t = useT(notificationsMessages);
  return (
    <LazyWidget
      fallback={
        <WidgetFrame title={t('watchlist.title')}>
          <WatchlistPlaceholder />
        </WidgetFrame>
      }
    >
      <LazyWatchlistSection />
    </LazyWidget>
  );
}

export { MARKET_SYMBOLS, type MarketSymbol } from './marketPairs';
