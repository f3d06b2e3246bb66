import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';

/** The command that runs the product with its offline sample market feed (README). */
export const DEMO_COMMAND = 'npm run demo';

/**
 * For a developer whose machine cannot reach the market feed at all: why the figures are
 * missing and how to see the widgets anyway. Development builds only — a visitor of the real
 * site has no npm, and the production page already says plainly that the figures are unavailable.
 */
export function OfflineMarketHint() {
  if (process.env.NODE_ENV === 'production') return null;
  return (
    <Alert severity="info" sx={{ mt: 2 }}>
      Live prices need internet access: this machine cannot reach the market feed. To try Meridian
      offline, run <Box component="code">{DEMO_COMMAND}</Box> — it serves sample (synthetic) market
      data, labelled as such.
    </Alert>
  );
}
