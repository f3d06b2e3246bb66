/**
 * jsdom has no canvas, so tests replace lightweight-charts with this recorder: it keeps what
 * each chart was asked to draw, and lets a test move the crosshair. Use it with
 * `jest.mock('lightweight-charts', () => jest.requireActual('<path>/__mocks__/lightweight-charts'))`
 * or automatically once `<rootDir>/__mocks__` is in jest's `roots`.
 */
type Handler = (param: { time?: unknown }) => void;

export interface MockSeries {
  type: string;
  options: Record<string, unknown>;
  data: unknown[];
  removed: boolean;
}

export interface MockChart {
  container: HTMLElement;
  options: Record<string, unknown>;
  series: MockSeries[];
  removed: boolean;
  moveCrosshair(time: number | undefined): void;
}

export const mockCharts: MockChart[] = [];

export function resetMockCharts(): void {
  mockCharts.length = 0;
}

export const ColorType = { Solid: 'solid', VerticalGradient: 'gradient' } as const;
export const CrosshairMode = { Normal: 0, Magnet: 1, Hidden: 2, MagnetOHLC: 3 } as const;
export const AreaSeries = 'Area';
export const LineSeries = 'Line';
export const CandlestickSeries = 'Candlestick';
export const HistogramSeries = 'Histogram';
export const BarSeries = 'Bar';
export const BaselineSeries = 'Baseline';

export function createChart(container: HTMLElement, options: Record<string, unknown> = {}) {
  const handlers = new Set<Handler>();
  const record: MockChart = {
    container,
    options: { ...options },
    series: [],
    removed: false,
    moveCrosshair: (time) => handlers.forEach((handler) => handler({ time })),
  };
  mockCharts.push(record);
  const timeScale = { fitContent: () => undefined, scrollToRealTime: () => undefined };
  return {
    addSeries(type: string, seriesOptions: Record<string, unknown> = {}) {
      const series: MockSeries = { type, options: seriesOptions, data: [], removed: false };
      record.series.push(series);
      return {
        setData: (data: unknown[]) => {
          series.data = [...data];
        },
        update: (point: unknown) => {
          series.data.push(point);
        },
        applyOptions: (next: Record<string, unknown>) => Object.assign(series.options, next),
        priceScale: () => ({ applyOptions: () => undefined }),
        _record: series,
      };
    },
    removeSeries(api: { _record: MockSeries }) {
      // As the real library does: a removed chart no longer knows its series.
      if (record.removed) throw new Error('Value is undefined');
      api._record.removed = true;
    },
    applyOptions: (next: Record<string, unknown>) => Object.assign(record.options, next),
    timeScale: () => timeScale,
    subscribeCrosshairMove: (handler: Handler) => handlers.add(handler),
    unsubscribeCrosshairMove: (handler: Handler) => handlers.delete(handler),
    remove: () => {
      record.removed = true;
    },
  };
}
