import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AreaSeries } from 'lightweight-charts';
import { useEffect } from 'react';
import {
  MARKET_POLL_INTERVAL_MS,
  useGetMarketOverviewQuery,
  useGetTickerStreamQuery,
  useMarketFeedNotice,
} from '../../../api/market';
import { useIntlLocale, useT } from '../../../i18n';
import { marketMessages } from '../../../i18n/namespaces/market';
import { formatMarketPrice } from '../../../lib/money';
import { sparklineToLineData } from '../chartData';
import { MARKET_PAIRS, type MarketSymbol } from '../marketPairs';
import { removeSeriesFrom, useChart, useChartColors } from './chartSetup';
import { OVERVIEW_ARGS } from './overviewArgs';
import { PriceChange } from './PriceChange';
import { WidgetEmpty, WidgetFrame, WidgetUnavailable } from './WidgetFrame';
import { MiniChartLoading } from './WidgetSkeletons';
import { SPARKLINE_HEIGHT } from './widgetSettings';

function Sparkline({ prices, endMs, label }: { prices: number[]; endMs: number; label: string }) {
  const colors = useChartColors();
  const { containerRef, chart } = useChart(colors, {
    handleScroll: false,
    handleScale: false,
    rightPriceScale: { visible: false },
    timeScale: { visible: false },
    crosshair: { vertLine: { visible: false }, horzLine: { visible: false } },
  });
  const rising = prices[prices.length - 1]! >= prices[0]!;
  useEffect(() => {
    if (!chart) return undefined;
    const color = rising ? colors.up : colors.down;
    const series = chart.addSeries(AreaSeries, {
      lineColor: color,
      topColor: `${color}55`,
      bottomColor: `${color}05`,
      lineWidth: 2,
      priceLineVisible: false,
      lastValueVisible: false,
    });
    series.setData(sparklineToLineData(prices, endMs));
    chart.timeScale().fitContent();
    return () => removeSeriesFrom(chart, series);
  }, [chart, colors, prices, endMs, rising]);
  return (
    <Box
      ref={containerRef}
      role="img"
      aria-label={label}
      sx={{ height: SPARKLINE_HEIGHT, width: '100%' }}
    />
  );
}

/** Price, 24h change and the 7-day sparkline of one pair. */
export default function MiniChart({ symbol }: { symbol: MarketSymbol }) {
  const t = useT(marketMessages);
  const locale = useIntlLocale();
  const pair = MARKET_PAIRS[symbol];
  const overview = useGetMarketOverviewQuery(OVERVIEW_ARGS, {
    pollingInterval: MARKET_POLL_INTERVAL_MS,
    skipPollingIfUnfocused: true,
  });
  const { data: stream } = useGetTickerStreamQuery();
  const synthetic = useMarketFeedNotice() !== null;
  const coin = overview.data?.find((item) => item.id === pair.coinId);
  const live = stream?.status === 'live' ? stream.latest[pair.streamSymbol] : undefined;

  let body;
  if (overview.isLoading)
    body = <MiniChartLoading label={t('miniChart.loading', { pair: pair.label })} />;
  else if (!coin && overview.isError) {
    body = <WidgetUnavailable onRetry={() => void overview.refetch()} />;
  } else if (!coin || coin.current_price === null) {
    body = <WidgetEmpty message={t('miniChart.empty', { name: pair.name })} />;
  } else {
    const prices = coin.sparkline_in_7d?.price ?? [];
    const endMs = coin.last_updated ? Date.parse(coin.last_updated) : Date.now();
    body = (
      <>
        <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
          <Typography
            variant="h3"
            component="p"
            aria-label={t('miniChart.price', { pair: pair.label })}
          >
            {formatMarketPrice(live ? live.price : coin.current_price, locale)}
          </Typography>
          <PriceChange percent={coin.price_change_percentage_24h} suffix={t('change.24h')} />
        </Stack>
        <Typography variant="caption" color="text.secondary" component="p">
          {live
            ? t(synthetic ? 'miniChart.replayed' : 'miniChart.live', { symbol: pair.streamSymbol })
            : coin.last_updated
              ? t('miniChart.feedAt', { time: new Date(coin.last_updated).toLocaleString(locale) })
              : t('miniChart.feed')}
        </Typography>
        {prices.length > 1 ? (
          <Sparkline
            prices={prices}
            endMs={endMs}
            label={t('miniChart.sparkline', { pair: pair.label })}
          />
        ) : (
          <WidgetEmpty message={t('miniChart.noHistory')} />
        )}
      </>
    );
  }
  return <WidgetFrame title={pair.label}>{body}</WidgetFrame>;
}
