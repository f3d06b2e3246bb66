import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { AfterFirstPaint } from '../../components/AfterFirstPaint';
// The market widgets are the market feature's public, lazily loaded surface (src/features/market
// index); the dashboard only places them.
import {
  AdvancedChart,
  MiniChart,
  TechnicalAnalysisSummary,
  TickerTape,
  WatchlistSection,
} from '../market';
import { PerformanceSection } from '../portfolio';
import { HoldingsSummary } from './HoldingsSummary';

/**
 * The dashboard below the wallet cards, a chunk of its own drawn just after the greeting and
 * the cards are painted (DashboardPage), so their first paint waits for none of this code. The
 * user's own money first (issue 32): its course, what they hold (with the way to Spot Trading)
 * and what they watch; their data was asked for with the page's first data. The market is
 * context: its widgets render after all that is painted, each as it nears the viewport.
 */
export function DashboardLowerPart() {
  return (
    <Stack spacing={3}>
      <PerformanceSection />
      <HoldingsSummary />
      <WatchlistSection />
      <AfterFirstPaint minHeight="100vh">
        <Stack spacing={3}>
          <TickerTape />
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
            }}
          >
            <MiniChart symbol="BTC/USD" />
            <MiniChart symbol="ETH/USD" />
            <MiniChart symbol="LTC/USDT" />
          </Box>
          <TechnicalAnalysisSummary symbol="BTC/USD" />
          <AdvancedChart />
        </Stack>
      </AfterFirstPaint>
    </Stack>
  );
}
