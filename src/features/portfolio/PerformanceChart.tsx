import { useTheme } from '@mui/material/styles';
import {
  ColorType,
  createChart,
  LineSeries,
  type IChartApi,
  type ISeriesApi,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { PortfolioPoint } from '../../api/types';
import { useIntlLocale, useT } from '../../i18n';
import { portfolioMessages } from '../../i18n/namespaces/portfolio';
import { chartMoney } from './performanceSummary';

export interface PerformanceChartProps {
  points: PortfolioPoint[];
  currency: string | null | undefined;
  hidden: boolean;
  height: number;
  /** The day under the crosshair, or null when it leaves the chart. */
  onHover: (date: string | null) => void;
  /** The element holding the text summary, which describes the drawing for screen readers. */
  describedBy: string;
}

const toTime = (day: string) => (Date.parse(`${day}T00:00:00Z`) / 1000) as UTCTimestamp;

/** Line colours from the palette of the scheme on screen (a plain theme per scheme, app/theme.ts: real colours a canvas can paint). */
function useLineColors() {
  const { palette } = useTheme();
  return useMemo(
    () => ({
      background: palette.background.paper,
      text: palette.text.secondary,
      grid: palette.divider,
      balance: palette.primary.main,
      deposits: palette.secondary.main,
      holdings: palette.info.main,
    }),
    [palette],
  );
}

/**
 * Balance (cash + holdings, SPEC §12.3), total deposits and the holdings' value per day, drawn by lightweight-charts (this module is its own
 * lazily loaded chunk). Axis labels and the crosshair's price label go through the same
 * formatter as the legend, so Hide amounts masks them too.
 */
export default function PerformanceChart({
  points,
  currency,
  hidden,
  height,
  onHover,
  describedBy,
}: PerformanceChartProps) {
  const colors = useLineColors();
  const t = useT(portfolioMessages);
  const locale = useIntlLocale();
  const containerRef = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<IChartApi | null>(null);
  const [lines, setLines] = useState<{
    balance: ISeriesApi<'Line'>;
    deposits: ISeriesApi<'Line'>;
    holdings: ISeriesApi<'Line'>;
  } | null>(null);
  const hoverRef = useRef(onHover);
  hoverRef.current = onHover;
  // The crosshair reports a timestamp; the legend wants the day the server named.
  const dayOfTime = useRef(new Map<number, string>());

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const created = createChart(container, {
      autoSize: true,
      layout: { attributionLogo: false },
      rightPriceScale: { scaleMargins: { top: 0.1, bottom: 0.1 } },
      timeScale: { fixLeftEdge: true, fixRightEdge: true },
      handleScroll: false,
      handleScale: false,
    });
    const balance = created.addSeries(LineSeries, { lineWidth: 2 });
    const deposits = created.addSeries(LineSeries, { lineWidth: 2, lineStyle: 2 });
    const holdings = created.addSeries(LineSeries, { lineWidth: 2, lineStyle: 1 });
    const onMove = (param: { time?: unknown }) => {
      const time = param.time;
      hoverRef.current(typeof time === 'number' ? (dayOfTime.current.get(time) ?? null) : null);
    };
    created.subscribeCrosshairMove(onMove);
    setChart(created);
    setLines({ balance, deposits, holdings });
    return () => {
      created.unsubscribeCrosshairMove(onMove);
      created.remove();
      setChart(null);
      setLines(null);
    };
  }, []);

  useEffect(() => {
    chart?.applyOptions({
      layout: {
        background: { type: ColorType.Solid, color: colors.background },
        textColor: colors.text,
      },
      grid: { vertLines: { color: colors.grid }, horzLines: { color: colors.grid } },
      rightPriceScale: { borderColor: colors.grid },
      timeScale: { borderColor: colors.grid },
    });
    lines?.balance.applyOptions({ color: colors.balance });
    lines?.deposits.applyOptions({ color: colors.deposits });
    lines?.holdings.applyOptions({ color: colors.holdings });
  }, [chart, lines, colors]);

  // The series' titles follow the language without drawing the chart again.
  useEffect(() => {
    lines?.balance.applyOptions({ title: t('balance') });
    lines?.deposits.applyOptions({ title: t('totalDeposits') });
    lines?.holdings.applyOptions({ title: t('holdings') });
  }, [lines, t]);

  useEffect(() => {
    chart?.applyOptions({
      localization: {
        locale,
        priceFormatter: (price: number) => chartMoney(price, currency, hidden, locale),
      },
    });
  }, [chart, currency, hidden, locale]);

  useEffect(() => {
    if (!chart || !lines) return;
    dayOfTime.current = new Map(points.map((point) => [toTime(point.date), point.date]));
    lines.balance.setData(points.map((p) => ({ time: toTime(p.date), value: Number(p.balance) })));
    lines.deposits.setData(
      points.map((p) => ({ time: toTime(p.date), value: Number(p.netDeposits) })),
    );
    lines.holdings.setData(
      points.map((p) => ({ time: toTime(p.date), value: Number(p.holdingsValue) })),
    );
    chart.timeScale().fitContent();
  }, [chart, lines, points]);

  return (
    <div
      ref={containerRef}
      role="img"
      aria-label={t('chart')}
      aria-describedby={describedBy}
      style={{ height, width: '100%' }}
    />
  );
}
