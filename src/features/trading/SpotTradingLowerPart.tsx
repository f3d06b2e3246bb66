import { useMemo } from 'react';
import { AlertsSection } from '../notifications';
import { HoldingsSection } from './HoldingsSection';
import { RecentTrades } from './RecentTrades';
import { useGetPricesQuery } from './tradingApi';

/**
 * Spot Trading below the order panel and the chart: the price alerts, the holdings and the last
 * trades. A chunk of its own, fetched as the page opens (SpotTradingPage), so the order panel
 * is drawn without waiting for the code of the sections below it (their lists, tables and the
 * alert form).
 */
export function SpotTradingLowerPart() {
  // The order panel's request (it sets the polling): one answer names the coins an alert may
  // watch. Reading the same cache entry sends nothing more.
  const prices = useGetPricesQuery();
  const alertAssets = useMemo(
    () => prices.data?.prices.map((price) => price.asset) ?? [],
    [prices.data],
  );
  return (
    <>
      <AlertsSection assets={alertAssets} assetsLoading={prices.isLoading} />
      <HoldingsSection />
      <RecentTrades />
    </>
  );
}
