import { FIRST_DAY, type AlertLevels } from './plan';
import { priceText, type PriceHistory } from './priceHistory';

/**
 * The sample alerts' levels, read off the price history: the fired one is an ETH level just
 * under the year's highest close and above today's price — set on a day the price was well
 * below it, fired by the first close that reached it — and the waiting one a BTC level a fifth
 * under today's close, which the replayed prices of the offline feed never reach.
 */
export function alertLevels(history: PriceHistory): AlertLevels {
  const asset = 'ETH';
  const close = (days: number) => history.daysAgo(asset, days).close;
  const today = close(0);
  let peakDays = 30;
  for (let days = FIRST_DAY - 30; days >= 30; days -= 1) {
    if (close(days) > close(peakDays)) peakDays = days;
  }
  const level = Math.floor(close(peakDays) * 0.98);
  if (level <= today * 1.02) {
    throw new Error(`the ${asset} history has no peak above today's price for the sample alert`);
  }
  let setDaysAgo = peakDays + 1;
  while (setDaysAgo < FIRST_DAY - 1 && close(setDaysAgo) > level * 0.93) setDaysAgo += 1;
  let firesDaysAgo = setDaysAgo - 1;
  while (close(firesDaysAgo) < level) firesDaysAgo -= 1;
  return {
    fired: {
      asset,
      setDaysAgo,
      level: String(level),
      firesDaysAgo,
      closePrice: priceText(close(firesDaysAgo)),
    },
    waiting: {
      asset: 'BTC',
      level: String(Math.floor((history.daysAgo('BTC', 0).close * 0.8) / 1000) * 1000),
    },
  };
}
