import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineSeries, type ISeriesApi } from 'lightweight-charts';
import { useEffect, useMemo, useRef } from 'react';
import { useGetTickerStreamQuery } from '../../../api/market';
import type { PricePoint } from '../../../api/marketTransforms';
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
  const pair = MARKET_PAIRS[symbol];
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
          <Typography variant="h3" component="p" aria-label={`${pair.streamSymbol} last price`}>
            {formatMarketPrice(latest.price)}
          </Typography>
          <Typography variant="caption" component="p" color="text.secondary">
            {pair.streamSymbol} last trade at {new Date(latest.time).toLocaleTimeString()}
          </Typography>
        </Box>
        <LiveLine points={points} label={`${pair.streamSymbol} real-time price chart`} />
      </>
    );
  } else if (status === 'unavailable') {
    body = <WidgetUnavailable detail="the real-time stream cannot be reached; retrying" />;
  } else {
    body = <RealtimeChartLoading label={`Waiting for ${pair.streamSymbol} trades`} />;
  }
  return (
    <WidgetFrame
      title={`Real-time — ${pair.streamSymbol}`}
      action={<StreamStatusChip status={status} />}
    >
      {body}
    </WidgetFrame>
  );
}
