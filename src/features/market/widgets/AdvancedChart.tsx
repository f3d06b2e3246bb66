import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { CandlestickSeries, HistogramSeries, type MouseEventParams } from 'lightweight-charts';
import { useEffect, useMemo, useState } from 'react';
import { useGetCandlesQuery } from '../../../api/market';
import type { Candle } from '../../../api/types';
import { NativeSelectField } from '../../../components/form/NativeSelectField';
import { useIntlLocale, useT } from '../../../i18n';
import { marketMessages } from '../../../i18n/namespaces/market';
import { formatCompactUsd, formatMarketPrice } from '../../../lib/money';
import {
  aggregateCandles,
  availableIntervals,
  intervalLabelKey,
  toCandleData,
  toVolumeData,
  type CandleInterval,
} from '../chartData';
import { MARKET_PAIRS, MARKET_SYMBOLS, type MarketSymbol } from '../marketPairs';
import { removeSeriesFrom, useChart, useChartColors } from './chartSetup';
import { HISTORY_DAYS } from './TechnicalAnalysisSummary';
import { WidgetEmpty, WidgetFrame, WidgetUnavailable } from './WidgetFrame';
import { AdvancedChartLoading } from './WidgetSkeletons';
import { ADVANCED_CHART_HEIGHT } from './widgetSettings';

/** The crosshair's candle as text, so the values are readable without hovering precisely. */
function useDescribeCandle() {
  const t = useT(marketMessages);
  const locale = useIntlLocale();
  return (candle: Candle, interval: CandleInterval): string => {
    const price = (value: number) => formatMarketPrice(value, locale);
    return t('chart.candle', {
      interval: t(intervalLabelKey(interval)),
      date: new Date(candle.time).toLocaleDateString(locale, {
        timeZone: 'UTC',
        year: 'numeric',
        month: 'short',
        day: 'numeric',
      }),
      open: price(candle.open),
      high: price(candle.high),
      low: price(candle.low),
      close: price(candle.close),
      volume:
        candle.volume === null ? t('chart.noVolume') : formatCompactUsd(candle.volume, locale),
    });
  };
}

function CandleChart({
  candles,
  onHover,
}: {
  candles: Candle[];
  onHover: (candle: Candle | null) => void;
}) {
  const t = useT(marketMessages);
  const colors = useChartColors();
  const { containerRef, chart } = useChart(colors);
  useEffect(() => {
    if (!chart) return undefined;
    const price = chart.addSeries(CandlestickSeries, {
      upColor: colors.up,
      downColor: colors.down,
      borderVisible: false,
      wickUpColor: colors.up,
      wickDownColor: colors.down,
    });
    const volume = chart.addSeries(HistogramSeries, {
      priceScaleId: 'volume',
      priceFormat: { type: 'volume' },
      lastValueVisible: false,
      priceLineVisible: false,
    });
    volume.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
    price.setData(toCandleData(candles));
    volume.setData(toVolumeData(candles, { up: `${colors.up}80`, down: `${colors.down}80` }));
    chart.timeScale().fitContent();
    const bySecond = new Map(candles.map((candle) => [Math.floor(candle.time / 1000), candle]));
    const handleMove = (param: MouseEventParams) => {
      onHover(typeof param.time === 'number' ? (bySecond.get(param.time) ?? null) : null);
    };
    chart.subscribeCrosshairMove(handleMove);
    return () => {
      chart.unsubscribeCrosshairMove(handleMove);
      removeSeriesFrom(chart, volume, price);
    };
  }, [chart, colors, candles, onHover]);
  return (
    <Box
      ref={containerRef}
      role="img"
      aria-label={t('chart.label')}
      sx={{ height: ADVANCED_CHART_HEIGHT, width: '100%' }}
    />
  );
}

/** Candles and volume with a symbol and interval switch and the crosshair's values as text. */
export default function AdvancedChart({
  initialSymbol = 'BTC/USD',
}: {
  initialSymbol?: MarketSymbol;
}) {
  const t = useT(marketMessages);
  const describeCandle = useDescribeCandle();
  const [symbol, setSymbol] = useState<MarketSymbol>(initialSymbol);
  const [interval, setInterval] = useState<CandleInterval>('1D');
  const [hovered, setHovered] = useState<Candle | null>(null);
  const pair = MARKET_PAIRS[symbol];
  const { data, isLoading, isFetching, isError, refetch } = useGetCandlesQuery({
    coinId: pair.coinId,
    days: HISTORY_DAYS,
  });
  const intervals = useMemo(() => availableIntervals(data ?? []), [data]);
  const shownInterval = intervals.includes(interval) ? interval : intervals[0]!;
  const candles = useMemo(() => aggregateCandles(data ?? [], shownInterval), [data, shownInterval]);
  const described = hovered ?? candles[candles.length - 1] ?? null;

  const controls = (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <NativeSelectField
        size="small"
        label={t('chart.symbol')}
        value={symbol}
        onChange={(event) => {
          setSymbol(event.target.value as MarketSymbol);
          setHovered(null);
        }}
        sx={{ minWidth: 130 }}
      >
        {MARKET_SYMBOLS.map((item) => (
          <option key={item} value={item}>
            {item}
          </option>
        ))}
      </NativeSelectField>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={shownInterval}
        aria-label={t('chart.interval')}
        onChange={(_event, next: CandleInterval | null) => {
          if (next) {
            setInterval(next);
            setHovered(null);
          }
        }}
      >
        {intervals.map((item) => (
          <ToggleButton key={item} value={item} aria-label={t(intervalLabelKey(item))}>
            {item}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );

  let body;
  if (isLoading || (isFetching && !data))
    body = <AdvancedChartLoading label={t('chart.loading')} />;
  else if (isError && !data) body = <WidgetUnavailable onRetry={() => void refetch()} />;
  else if (candles.length === 0)
    body = <WidgetEmpty message={t('chart.empty', { pair: pair.label })} />;
  else {
    body = (
      <>
        <Typography
          variant="body2"
          aria-live="polite"
          data-testid="crosshair-values"
          sx={{ mb: 1, minHeight: 20 }}
        >
          {described ? describeCandle(described, shownInterval) : ''}
        </Typography>
        <CandleChart candles={candles} onHover={setHovered} />
      </>
    );
  }
  return (
    <WidgetFrame title={t('chart.title', { pair: pair.label })} action={controls}>
      {body}
    </WidgetFrame>
  );
}
