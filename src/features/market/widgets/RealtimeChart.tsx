import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineSeries, type ISeriesApi } from 'lightweight-charts';
import { useEffect, useMemo, useRef } from 'react';
import { useGetTickerStreamQuery } from '../../../api/market';
import type { PricePoint } from '../../../api/marketTransforms';
import { useIntlLocale, useT } from '../../../i18n';
import { marketMessages } from '../../../i18n/namespaces/market';
import { formatMarketPrice } from '../../../lib/money';
import { toLineData } from '../chartData';
import { MARKET_PAIRS, type MarketSymbol } from '../marketPairs';
import { removeSeriesFrom, useChart, useChartColors } from './chartSetup';
import { StreamStatusChip } from './StreamStatusChip';
import { WidgetFrame, WidgetUnavailable } from './WidgetFrame';
import { RealtimeChartLoading } from './WidgetSkeletons';
import { DEFAULT_REALTIME_SYMBOL, REALTIME_CHART_HEIGHT } from './widgetSettings';

function LiveLine({ points, label }: { points: PricePoint[]; label: string }) {
  const colors = useChartColors();
  const { containerRef, chart } = useChart(colors, {
    timeScale: { timeVisible: true, secondsVisible: true },
  });
  const series = useRef<ISeriesApi<'Line'> | null>(null);
  const data = useMemo(() => toLineData(points), [points]);

  useEffect(() => {
    if (!chart) return undefined;
    series.current = chart.addSeries(LineSeries, { color: colors.line, lineWidth: 2 });
    return () => {
      if (series.current) removeSeriesFrom(chart, series.current);
      series.current = null;
    };
  }, [chart, colors]);

  useEffect(() => {
    series.current?.setData(data);
    chart?.timeScale().scrollToRealTime();
  }, [chart, colors, data]);

  return (
    <Box
      ref={containerRef}
      role="img"
      aria-label={label}
      sx={{ height: REALTIME_CHART_HEIGHT, width: '100%' }}
    />
  );
}

/** Last-trade prices from the exchange stream as they arrive; never filled in while disconnected. */
export default function RealtimeChart({
  symbol = DEFAULT_REALTIME_SYMBOL,
}: {
  symbol?: MarketSymbol;
}) {
  const t = useT(marketMessages);
  const locale = useIntlLocale();
  const pair = MARKET_PAIRS[symbol];
  const stream = { symbol: pair.streamSymbol };
  const { data } = useGetTickerStreamQuery();
  const status = data?.status ?? 'connecting';
  const points = data?.history[pair.streamSymbol];
  const latest = data?.latest[pair.streamSymbol];

  let body;
  if (points && points.length > 0 && latest) {
    body = (
      <>
        {/* Price and caption on lines of their own: the same height at every width, so the
            skeleton before the first trade holds exactly their place. */}
        <Box sx={{ mb: 1 }}>
          <Typography variant="h3" component="p" aria-label={t('realtime.lastPrice', stream)}>
            {formatMarketPrice(latest.price, locale)}
          </Typography>
          <Typography variant="caption" component="p" color="text.secondary">
            {t('realtime.lastTrade', {
              ...stream,
              time: new Date(latest.time).toLocaleTimeString(locale),
            })}
          </Typography>
        </Box>
        <LiveLine points={points} label={t('realtime.chart', stream)} />
      </>
    );
  } else if (status === 'unavailable') {
    body = <WidgetUnavailable detail={t('realtime.unreachable')} />;
  } else {
    body = <RealtimeChartLoading label={t('realtime.waiting', stream)} />;
  }
  return (
    <WidgetFrame title={t('realtime.title', stream)} action={<StreamStatusChip status={status} />}>
      {body}
    </WidgetFrame>
  );
}
