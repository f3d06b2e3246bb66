import { useTheme } from '@mui/material/styles';
import {
  ColorType,
  createChart,
  type DeepPartial,
  type ChartOptions,
  type IChartApi,
  type ISeriesApi,
  type SeriesType,
} from 'lightweight-charts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntlLocale } from '../../../i18n';
import { queueChartJob } from './chartQueue';

export interface ChartColors {
  background: string;
  text: string;
  grid: string;
  up: string;
  down: string;
  line: string;
}

/** Canvas colours from the palette of the scheme on screen (a plain theme per scheme, app/theme.ts: real colours a canvas can paint). */
export function useChartColors(): ChartColors {
  const { palette } = useTheme();
  return useMemo(
    () => ({
      background: palette.background.paper,
      text: palette.text.secondary,
      grid: palette.divider,
      up: palette.success.main,
      down: palette.error.main,
      line: palette.primary.main,
    }),
    [palette],
  );
}

function themedOptions(colors: ChartColors): DeepPartial<ChartOptions> {
  return {
    layout: {
      background: { type: ColorType.Solid, color: colors.background },
      textColor: colors.text,
      attributionLogo: false,
    },
    grid: { vertLines: { color: colors.grid }, horzLines: { color: colors.grid } },
    rightPriceScale: { borderColor: colors.grid },
    timeScale: { borderColor: colors.grid },
  };
}

/**
 * Charts already removed. On unmount React runs a component's effect cleanups in declaration
 * order, so the chart (created first) is gone before its series' cleanups run; removing a
 * series from a removed chart throws, and the chart took its series with it anyway.
 */
const removedCharts = new WeakSet<IChartApi>();

export function removeSeriesFrom(chart: IChartApi, ...series: ISeriesApi<SeriesType>[]): void {
  if (removedCharts.has(chart)) return;
  for (const one of series) chart.removeSeries(one);
}

/**
 * Creates a lightweight-charts chart in the returned container, in its turn (chartQueue: one
 * chart per task, each after the previous one is painted; the container holds the chart's size
 * meanwhile): it fills and follows the container's size (autoSize uses ResizeObserver), follows
 * the colour scheme, and is removed on unmount. Series are added by the caller once `chart` is
 * set.
 */
export function useChart(colors: ChartColors, options: DeepPartial<ChartOptions> = {}) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<IChartApi | null>(null);
  // The chart's own setting for the chosen language: its time axis and crosshair dates.
  const locale = useIntlLocale();
  const initialOptions = useRef({ colors, options, locale });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    let created: IChartApi | null = null;
    const cancel = queueChartJob(() => {
      const {
        colors: startColors,
        options: startOptions,
        locale: startLocale,
      } = initialOptions.current;
      created = createChart(container, {
        autoSize: true,
        ...themedOptions(startColors),
        localization: { locale: startLocale },
        ...startOptions,
      });
      setChart(created);
    });
    return () => {
      cancel();
      if (!created) return;
      setChart(null);
      removedCharts.add(created);
      created.remove();
    };
  }, []);

  useEffect(() => {
    chart?.applyOptions(themedOptions(colors));
  }, [chart, colors]);

  useEffect(() => {
    chart?.applyOptions({ localization: { locale } });
  }, [chart, locale]);

  return { containerRef, chart };
}
