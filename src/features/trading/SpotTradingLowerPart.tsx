import { AlertsSection } from '../notifications';
import { HoldingsSection } from './HoldingsSection';
import { RecentTrades } from './RecentTrades';

interface SpotTradingLowerPartProps {
  /** The coins an alert may watch: the order panel's prices. */
  alertAssets: string[];
  alertAssetsLoading: boolean;
}

/**
 * Spot Trading below the order panel and the chart: the price alerts, the holdings and the last
 * trades. A chunk of its own, fetched as the page opens (SpotTradingPage), so the order panel
 * is drawn without waiting for the code of the sections below it (their lists, tables and the
 * alert form).
 */
export function SpotTradingLowerPart({
  alertAssets,
  alertAssetsLoading,
}: SpotTradingLowerPartProps) {
  return (
    <>
      <AlertsSection assets={alertAssets} assetsLoading={alertAssetsLoading} />
      <HoldingsSection />
      <RecentTrades />
    </>
  );
}
