import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { MarketDataNotice } from '../../../components/MarketDataNotice';
import { useT } from '../../../i18n';
import { marketMessages } from '../../../i18n/namespaces/market';

/** The ticker tape's band; the tape's content or its skeleton goes inside. */
export function TickerTapeFrame({ children }: { children: ReactNode }) {
  const t = useT(marketMessages);
  return (
    <Box
      component="section"
      aria-label={t('tickerTape.label')}
      sx={{ borderBottom: 1, borderColor: 'divider', py: 1, bgcolor: 'background.paper' }}
    >
      <Box sx={{ px: 2 }}>
        <MarketDataNotice />
      </Box>
      {children}
    </Box>
  );
}
