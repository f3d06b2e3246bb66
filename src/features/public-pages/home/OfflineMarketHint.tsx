import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { config } from '../../../config/config';
import { useT } from '../../../i18n';
import { offlineHintMessages } from '../../../i18n/namespaces/offlineHint';

/** The command that runs the product with its offline sample market feed (README). */
export const DEMO_COMMAND = 'npm run demo';

/**
 * For a developer whose machine cannot reach the market feed at all: why the figures are
 * missing and how to see the widgets anyway. Development builds only — a visitor of the real
 * site has no npm, and the production page already says plainly that the figures are unavailable.
 */
export function OfflineMarketHint() {
  if (process.env.NODE_ENV === 'production') return null;
  return <OfflineMarketAlert />;
}

function OfflineMarketAlert() {
  const t = useT(offlineHintMessages);
  return (
    <Alert severity="info" sx={{ mt: 2 }}>
      {t.rich('text', {
        productName: config.productName,
        command: DEMO_COMMAND,
        code: (chunks) => <Box component="code">{chunks}</Box>,
      })}
    </Alert>
  );
}
