export { ema, sma, type Series } from './movingAverages';
export { macd, rsi, stochastic } from './oscillators';
export * from './summary';
