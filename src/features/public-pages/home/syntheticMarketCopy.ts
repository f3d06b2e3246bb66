/**
 * What the home page says about its market figures when the feed declares them synthetic (the
 * demo's fixture feed): the usual copy calls them live, which a sample data set is not.
 */
export const SYNTHETIC_STATS_CAPTION =
  'Sample figures from a synthetic data set generated for demonstrations, not from a market.';
export const SYNTHETIC_COINS_CAPTION =
  'The first five coins of the sample (synthetic) market data set, ranked by market capitalisation.';
