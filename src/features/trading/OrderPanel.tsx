import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { RetryAlert } from '../../components/RetryAlert';
import { useLazyModule } from '../../hooks/useLazyModule';
import { useT } from '../../i18n';
import { tradingMessages } from '../../i18n/namespaces/trading';
import { errorMessageOf } from '../../lib/apiError';
import { useGetHoldingsQuery, useGetPricesQuery } from './tradingApi';

/** SPEC §12.1: the server refreshes its prices every 15 s by default; the panel follows. */
export const PRICES_POLL_MS = 15_000;

/**
 * The order form's code: fetched as the panel mounts, beside the prices it needs, so neither
 * waits for the other and the page's first render does not carry the form stack.
 */
const loadOrderForm = () => import(/* webpackChunkName: "order-form" */ './OrderForm');

/**
 * The order form's height before any error shows, measured in Chromium with the reference
 * server's synthetic-price notice: its skeleton holds it while prices (or the form's code) load,
 * so the chart below it in one column does not jump when the form appears (a 0.10 layout shift
 * at 412 px before). The notice wraps to two lines in a narrow column (phones, and the form's
 * column from md).
 */
const ORDER_FORM_HEIGHT = { xs: 449, sm: 429, md: 449 } as const;

/**
 * The order panel (SPEC §12.3): its title, and the order form (OrderForm) once the prices and
 * the form's code are both here; a skeleton of the form's height until then, and a Retry if
 * either cannot be fetched.
 */
export function OrderPanel() {
  const t = useT(tradingMessages);
  const prices = useGetPricesQuery(undefined, { pollingInterval: PRICES_POLL_MS });
  const holdings = useGetHoldingsQuery();
  const code = useLazyModule(loadOrderForm, true);

  let body;
  if (prices.data && code.module) {
    body = (
      <code.module.OrderForm
        prices={prices.data.prices}
        synthetic={prices.data.synthetic}
        holdings={holdings.data}
      />
    );
  } else if (prices.error && !prices.data) {
    body = (
      <RetryAlert message={errorMessageOf(prices.error)} onRetry={() => void prices.refetch()} />
    );
  } else if (code.error !== undefined) {
    body = <RetryAlert message={t('order.codeLoadFailed')} onRetry={code.retry} />;
  } else {
    body = (
      <Box
        aria-busy="true"
        aria-label={t(prices.data ? 'order.codeLoading' : 'order.pricesLoading')}
        role="status"
      >
        <Skeleton variant="rounded" sx={{ height: ORDER_FORM_HEIGHT }} />
      </Box>
    );
  }

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="order-panel-title"
      sx={{ p: 2.5 }}
    >
      <Typography id="order-panel-title" variant="h2" gutterBottom sx={{ fontSize: '1.35rem' }}>
        {t('order.title')}
      </Typography>
      {body}
    </Paper>
  );
}
