import {
  macdSignal,
  movingAverageSignal,
  ratingFromScore,
  rsiSignal,
  stochasticSignal,
  summarise,
  technicalSummary,
  type IndicatorRow,
  type PriceBar,
} from '../summary';

const row = (signal: IndicatorRow['signal']): IndicatorRow => ({
  name: 'x',
  group: 'Oscillators',
  value: 1,
  signal,
});

describe('ratingFromScore', () => {
  it.each([
    [-1, 'Strong sell'],
    [-0.51, 'Strong sell'],
    [-0.5, 'Sell'],
    [-0.11, 'Sell'],
    [-0.1, 'Neutral'],
    [0, 'Neutral'],
    [0.1, 'Neutral'],
    [0.11, 'Buy'],
    [0.5, 'Buy'],
    [0.51, 'Strong buy'],
    [1, 'Strong buy'],
  ])('score %p is %p', (score, rating) => {
    expect(ratingFromScore(score)).toBe(rating);
  });
});

describe('summarise', () => {
  it('counts votes and rates their balance, ignoring rows without enough data', () => {
    expect(summarise([row('Buy'), row('Buy'), row('Sell'), row('Neutral'), row(null)])).toEqual({
      rating: 'Buy', // (2 − 1) / 4 = 0.25
      buy: 2,
      sell: 1,
      neutral: 1,
    });
    expect(summarise([row('Sell'), row('Sell'), row('Sell'), row('Buy')]).rating).toBe('Sell');
    expect(summarise([row('Sell'), row('Sell')]).rating).toBe('Strong sell');
    expect(summarise([row(null)])).toEqual({ rating: null, buy: 0, sell: 0, neutral: 0 });
  });
});

describe('signal rules', () => {
  it('moving averages: price above is Buy, below is Sell', () => {
    expect(movingAverageSignal(11, 10)).toBe('Buy');
    expect(movingAverageSignal(9, 10)).toBe('Sell');
    expect(movingAverageSignal(10, 10)).toBe('Neutral');
    expect(movingAverageSignal(10, null)).toBeNull();
  });

  it('RSI: below 30 Buy, above 70 Sell', () => {
    expect(rsiSignal(29.9)).toBe('Buy');
    expect(rsiSignal(70.1)).toBe('Sell');
    expect(rsiSignal(50)).toBe('Neutral');
    expect(rsiSignal(null)).toBeNull();
  });

  it('MACD: above its signal line Buy, below Sell', () => {
    expect(macdSignal(1, 0.5)).toBe('Buy');
    expect(macdSignal(0.2, 0.5)).toBe('Sell');
    expect(macdSignal(0.5, 0.5)).toBe('Neutral');
    expect(macdSignal(null, 1)).toBeNull();
  });

  it('Stochastic: oversold and turning up Buy, overbought and turning down Sell', () => {
    expect(stochasticSignal(15, 10)).toBe('Buy');
    expect(stochasticSignal(15, 18)).toBe('Neutral');
    expect(stochasticSignal(85, 90)).toBe('Sell');
    expect(stochasticSignal(85, 80)).toBe('Neutral');
    expect(stochasticSignal(50, null)).toBeNull();
  });
});

describe('technicalSummary', () => {
  const bars = (closes: number[]): PriceBar[] =>
    closes.map((close) => ({ close, high: close + 1, low: close - 1 }));

  it('lists every indicator with its value and vote', () => {
    const summary = technicalSummary(bars(Array.from({ length: 250 }, (_, t) => 100 + t)));
    expect(summary.rows.map((r) => r.name)).toEqual([
      'EMA (10)',
      'EMA (20)',
      'EMA (30)',
      'EMA (50)',
      'EMA (100)',
      'EMA (200)',
      'SMA (10)',
      'SMA (20)',
      'SMA (30)',
      'SMA (50)',
      'SMA (100)',
      'SMA (200)',
      'RSI (14)',
      'MACD (12, 26, 9)',
      'Stochastic %K (14, 3, 3)',
    ]);
    // SMA(10) of 340..349 is 344.5, below the last close 349.
    expect(summary.rows[6]).toEqual({
      name: 'SMA (10)',
      group: 'Moving averages',
      value: 344.5,
      signal: 'Buy',
    });
  });

  it('rates a steady climb Strong buy on moving averages, overbought on RSI', () => {
    const summary = technicalSummary(bars(Array.from({ length: 250 }, (_, t) => 100 + t)));
    expect(summary.movingAverages).toEqual({ rating: 'Strong buy', buy: 12, sell: 0, neutral: 0 });
    expect(summary.rows.find((r) => r.name === 'RSI (14)')).toMatchObject({
      value: 100,
      signal: 'Sell',
    });
    // MACD equals its signal on a straight line: Neutral. Stochastic %K is pinned near the top
    // but equal to %D: Neutral. Oscillators: 0 buy, 1 sell, 2 neutral → score −1/3 → Sell.
    expect(summary.oscillators).toEqual({ rating: 'Sell', buy: 0, sell: 1, neutral: 2 });
    // Overall: 12 buy, 1 sell, 2 neutral → (12 − 1) / 15 = 0.73 → Strong buy.
    expect(summary.overall).toEqual({ rating: 'Strong buy', buy: 12, sell: 1, neutral: 2 });
  });

  it('rates a steady fall Strong sell on moving averages', () => {
    const summary = technicalSummary(bars(Array.from({ length: 250 }, (_, t) => 400 - t)));
    expect(summary.movingAverages.rating).toBe('Strong sell');
    expect(summary.rows.find((r) => r.name === 'RSI (14)')?.signal).toBe('Buy');
  });

  it('leaves long averages out of the vote when the history is too short', () => {
    const summary = technicalSummary(bars(Array.from({ length: 60 }, (_, t) => 100 + t)));
    const long = summary.rows.filter((r) => /\((100|200)\)/.test(r.name));
    expect(long).toHaveLength(4);
    long.forEach((r) => expect(r).toMatchObject({ value: null, signal: null }));
    expect(summary.movingAverages.buy).toBe(8);
  });

  it('has no rating at all without candles', () => {
    const summary = technicalSummary([]);
    expect(summary.overall.rating).toBeNull();
    expect(summary.rows.every((r) => r.signal === null)).toBe(true);
  });
});
