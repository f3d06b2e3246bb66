import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Trade } from '../../api/types';
import { useAmountsHidden } from '../../hooks/useAmountsHidden';
import { Money } from '../../components/Money';
import { useIntlLocale, useT } from '../../i18n';
import { tradingMessages } from '../../i18n/namespaces/trading';
import { formatMarketPrice, formatMoney, MASKED_AMOUNT } from '../../lib/money';
import { formatQuantity } from './tradeFormat';

/** The executed trade: quantity at price and the total, a sell's realized profit or loss. */
export function TradeDone({ trade, onAnother }: { trade: Trade; onAnother: () => void }) {
  const t = useT(tradingMessages);
  const locale = useIntlLocale();
  const hidden = useAmountsHidden();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The outcome is where the user's attention goes after Confirm.
  useEffect(() => headingRef.current?.focus(), []);

  const values = {
    quantity: formatQuantity(trade.quantity, locale),
    asset: trade.asset,
    price: formatMarketPrice(Number(trade.price), locale),
    total: hidden ? MASKED_AMOUNT : formatMoney(Number(trade.total), undefined, locale),
  };
  const pnl = trade.realizedPnl === null ? null : Number(trade.realizedPnl);
  return (
    <Alert severity="success" component="section" aria-labelledby="trade-done-title">
      <Stack spacing={1}>
        <Typography
          id="trade-done-title"
          ref={headingRef}
          tabIndex={-1}
          variant="h3"
          component="h3"
          sx={{ fontSize: '1.1rem', outline: 'none' }}
        >
          {t('done.title')}
        </Typography>
        <Typography>
          {trade.side === 'buy' ? t('done.bought', values) : t('done.sold', values)}
        </Typography>
        {pnl !== null && (
          <Typography>
            {t.rich('done.realizedPnl', {
              amount: <Money amount={pnl} color={pnl < 0 ? 'error.main' : 'success.main'} />,
            })}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {t('done.reference', { reference: trade.reference })}
        </Typography>
        <div>
          <Button onClick={onAnother}>{t('done.another')}</Button>
        </div>
      </Stack>
    </Alert>
  );
}
