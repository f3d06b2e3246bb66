import { useEffect, useRef, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Quote } from '../../api/types';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { useIntlLocale, useT } from '../../i18n';
import { tradingMessages } from '../../i18n/namespaces/trading';
import { formatMarketPrice, formatMoney, formatPercent } from '../../lib/money';
import { formatQuantity } from './tradeFormat';
import { useSecondsLeft } from './useSecondsLeft';

/**
 * The seconds a screen reader is told about: the visible countdown changes every second, and
 * announcing each would drown the page, so only these are said (politely).
 */
const ANNOUNCED_SECONDS = [10, 5] as const;

function announcedSecond(secondsLeft: number): number | undefined {
  return [...ANNOUNCED_SECONDS].reverse().find((threshold) => secondsLeft <= threshold);
}

interface QuoteReviewProps {
  quote: Quote;
  expired: boolean;
  confirming: boolean;
  onConfirm: () => void;
  onExpire: () => void;
  onNewQuote: () => void;
  onCancel: () => void;
}

/**
 * The quote before the user commits (SPEC §0.3, §12.3): price, quantity, the fee as percent and
 * amount, what is invested or received after it, and the total, with the seconds left. Keyed by
 * the quote's id by its parent, so each quote gets focus and a fresh clock.
 */
export function QuoteReview({
  quote,
  expired,
  confirming,
  onConfirm,
  onExpire,
  onNewQuote,
  onCancel,
}: QuoteReviewProps) {
  const t = useT(tradingMessages);
  const locale = useIntlLocale();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const secondsLeft = useSecondsLeft(quote.expiresAt) ?? 0;

  // The quote is what the user previewed: their screen reader starts reading there.
  useEffect(() => headingRef.current?.focus(), []);

  useEffect(() => {
    if (secondsLeft === 0 && !expired) onExpire();
  }, [secondsLeft, expired, onExpire]);

  // Shown even while Hide amounts is on: the user asked for this quote, and a fee is always
  // seen before committing (SPEC §0.3).
  const money = (amount: string) => formatMoney(Number(amount), undefined, locale);
  const buy = quote.side === 'buy';
  const fee = t('quote.fee', { percent: formatPercent(Number(quote.feePercent), locale) });
  const rows: [string, ReactNode][] = [
    [t('quote.price'), formatMarketPrice(Number(quote.price), locale)],
    [t('quote.quantity'), `${formatQuantity(quote.quantity, locale)} ${quote.asset}`],
    ...(buy
      ? ([
          [fee, money(quote.fee)],
          [t('quote.netBuy'), money(quote.subtotal)],
          [t('quote.totalBuy'), money(quote.total)],
        ] as [string, ReactNode][])
      : ([
          [t('quote.value'), money(quote.subtotal)],
          [fee, money(quote.fee)],
          [t('quote.totalSell'), money(quote.total)],
        ] as [string, ReactNode][])),
  ];
  const announced = expired ? undefined : announcedSecond(secondsLeft);

  return (
    <Box component="section" aria-labelledby="trade-quote-title">
      <Typography
        id="trade-quote-title"
        ref={headingRef}
        tabIndex={-1}
        variant="h3"
        component="h3"
        gutterBottom
        sx={{ fontSize: '1.1rem', outline: 'none' }}
      >
        {t('quote.title')}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 1, m: 0 }}>
        {rows.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {term}
            </Typography>
            <Typography component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: 500 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {expired ? (
        <Stack spacing={1.5} sx={{ mt: 2 }}>
          <Alert severity="warning" role="status">
            {t('quote.expired')}
          </Alert>
          <Button variant="contained" onClick={onNewQuote}>
            {t('quote.newQuote')}
          </Button>
        </Stack>
      ) : (
        <Stack spacing={1.5} sx={{ mt: 2 }}>
          <Typography color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {t('quote.secondsLeft', { seconds: secondsLeft })}
          </Typography>
          <VisuallyHidden>
            <span aria-live="polite">
              {announced !== undefined && t('quote.secondsLeftAnnounced', { seconds: announced })}
            </span>
          </VisuallyHidden>
          <Stack direction="row" spacing={1}>
            {/* Busy but still focusable: a disabled button would drop keyboard focus. */}
            <Button
              variant="contained"
              aria-disabled={confirming || undefined}
              onClick={() => {
                if (!confirming) onConfirm();
              }}
            >
              {confirming ? t('quote.confirming') : t('quote.confirm')}
            </Button>
            <Button onClick={onCancel} disabled={confirming}>
              {t('quote.cancel')}
            </Button>
          </Stack>
        </Stack>
      )}
    </Box>
  );
}
