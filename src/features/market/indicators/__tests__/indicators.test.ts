import { ema, sma } from '../movingAverages';
import { macd, rsi, stochastic } from '../oscillators';

const defined = (series: Array<number | null>) => series.filter((v): v is number => v !== null);

describe('sma', () => {
  it('averages the last N values and is null until N values exist', () => {
    expect(sma([1, 2, 3, 4, 5, 6], 3)).toEqual([null, null, 2, 3, 4, 5]);
    expect(sma([10, 20], 1)).toEqual([10, 20]);
    expect(sma([1, 2], 3)).toEqual([null, null]);
  });

  it('rejects a period that is not a whole number ≥ 1', () => {
    expect(() => sma([1], 0)).toThrow(RangeError);
    expect(() => ema([1], 2.5)).toThrow(RangeError);
  });
});

describe('ema', () => {
  // StockCharts' published 10-day EMA example ("Moving Averages — Simple and Exponential").
  const closes = [
    22.27, 22.19, 22.08, 22.17, 22.18, 22.13, 22.23, 22.43, 22.24, 22.29, 22.15, 22.39, 22.38,
    22.61, 23.36, 24.05, 23.75, 23.83, 23.95, 23.63, 23.82, 23.87, 23.65, 23.19, 23.1, 23.33, 22.68,
    23.1, 22.4, 22.17,
  ];
  const published = [
    22.22, 22.21, 22.24, 22.27, 22.33, 22.52, 22.8, 22.97, 23.13, 23.28, 23.34, 23.43, 23.51, 23.53,
    23.47, 23.4, 23.39, 23.26, 23.23, 23.08, 22.92,
  ];

  it('matches the published 10-day EMA, seeded with the 10-day SMA', () => {
    const result = ema(closes, 10);
    expect(result.slice(0, 9)).toEqual(Array(9).fill(null));
    defined(result).forEach((value, index) => expect(value).toBeCloseTo(published[index]!, 2));
  });

  it('lags a straight line by exactly (N − 1) / 2', () => {
    const line = Array.from({ length: 60 }, (_, t) => t);
    ema(line, 12).forEach((value, t) => {
      if (t >= 11) expect(value).toBeCloseTo(t - 5.5, 10);
    });
  });
});

describe('rsi (Wilder)', () => {
  // The classic Wilder RSI example as published by StockCharts ("Relative Strength Index").
  const closes = [
    44.34, 44.09, 44.15, 43.61, 44.33, 44.83, 45.1, 45.42, 45.84, 46.08, 45.89, 46.03, 45.61, 46.28,
    46.28, 46.0, 46.03, 46.41, 46.22, 45.64, 46.21, 46.25, 45.71, 46.45, 45.78, 45.35, 44.03, 44.18,
    44.22, 44.57, 43.42, 42.66, 43.13,
  ];
  const published = [
    70.53, 66.32, 66.55, 69.41, 66.36, 57.97, 62.93, 63.26, 56.06, 62.38, 54.71, 50.42, 39.99,
    41.46, 41.87, 45.46, 37.3, 33.08, 37.77,
  ];

  it('computes the first value from the simple average of 14 gains and losses', () => {
    // By hand: gains over the first 14 changes sum to 3.34, losses to 1.40;
    // RS = (3.34 / 14) / (1.40 / 14) = 2.3857…, RSI = 100 − 100 / 3.3857… = 70.464.
    const result = rsi(closes, 14);
    expect(result.slice(0, 14)).toEqual(Array(14).fill(null));
    expect(result[14]).toBeCloseTo(70.4641, 3);
  });

  it('follows the published series with Wilder smoothing', () => {
    // The publication rounds its running averages to two decimals, hence the 0.1 tolerance.
    const result = defined(rsi(closes, 14));
    expect(result).toHaveLength(published.length);
    result.forEach((value, index) => expect(Math.abs(value - published[index]!)).toBeLessThan(0.1));
  });

  it('is 100 when prices only rise, 0 when they only fall, 50 when flat', () => {
    const up = Array.from({ length: 20 }, (_, t) => 100 + t);
    expect(rsi(up, 14)[19]).toBe(100);
    expect(rsi([...up].reverse(), 14)[19]).toBe(0);
    expect(rsi(Array(20).fill(5), 14)[19]).toBe(50);
    expect(defined(rsi([1, 2, 3], 14))).toEqual([]);
  });
});

describe('macd', () => {
  it('is EMA(12) − EMA(26) with a 9-period signal line', () => {
    // On a straight line each EMA lags by (N − 1) / 2, so MACD = 12.5 − 5.5 = 7 exactly, its
    // signal line is 7 too, and the histogram is 0.
    const line = Array.from({ length: 60 }, (_, t) => 2 * t);
    const { macd: macdLine, signal, histogram } = macd(line, 12, 26, 9);
    expect(macdLine[24]).toBeNull();
    expect(macdLine[25]).toBeCloseTo(14, 10);
    expect(signal[32]).toBeNull();
    expect(signal[33]).toBeCloseTo(14, 10);
    expect(histogram[59]).toBeCloseTo(0, 10);
  });

  it('matches a hand-computed small case (fast 2, slow 3, signal 2)', () => {
    // EMA2 (k = 2/3) of 1, 2, 4, 8: seed 1.5, then 2 + … → 3.1667, 6.3889.
    // EMA3 (k = 1/2): seed 7/3, then 5.1667.  MACD: 0.8333 at t=2, 1.2222 at t=3.
    // Signal EMA2 of the MACD line: seed (0.8333 + 1.2222) / 2 = 1.0278; histogram 0.1944.
    const { macd: macdLine, signal, histogram } = macd([1, 2, 4, 8], 2, 3, 2);
    expect(macdLine[2]).toBeCloseTo(3.1667 - 7 / 3, 4);
    expect(macdLine[3]).toBeCloseTo(6.3889 - 5.1667, 4);
    expect(signal[3]).toBeCloseTo(1.0278, 4);
    expect(histogram[3]).toBeCloseTo(0.1944, 4);
  });
});

describe('stochastic', () => {
  it('smooths raw %K with SMA(3) and derives %D as SMA(3) of %K', () => {
    // Period 3. Raw %K by hand:
    //   t=2: range 8..12, close 11 → 75;  t=3: 9..13, close 12 → 75;  t=4: 9..14, close 9 → 0
    //   t=5: 9..14, close 14 → 100;      t=6: 9..14, close 10 → 20
    // Slow %K (SMA3 of raw): t=4 50, t=5 58.33, t=6 40. %D (SMA3 of slow %K): t=6 49.44.
    const highs = [10, 12, 11, 13, 14, 14, 12];
    const lows = [8, 9, 10, 9, 9, 10, 9];
    const closes = [9, 11, 11, 12, 9, 14, 10];
    const { k, d } = stochastic(highs, lows, closes, 3, 3, 3);
    expect(k.slice(0, 4)).toEqual([null, null, null, null]);
    expect(k[4]).toBeCloseTo(50, 6);
    expect(k[5]).toBeCloseTo(175 / 3, 6);
    expect(k[6]).toBeCloseTo(40, 6);
    expect(d[5]).toBeNull();
    expect(d[6]).toBeCloseTo((50 + 175 / 3 + 40) / 3, 6);
  });

  it('counts a flat range as the middle rather than dividing by zero', () => {
    const flat = Array(5).fill(7);
    expect(stochastic(flat, flat, flat, 3, 1, 1).k[4]).toBe(50);
  });
});
