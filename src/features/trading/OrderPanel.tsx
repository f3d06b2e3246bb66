import { useEffect, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Field, useForm, useFormState } from 'react-final-form';
import type { AssetPrice, HoldingsResponse, TradeSide } from '../../api/types';
import { SelectFieldAdapter, type SelectOption } from '../../components/form/SelectFieldAdapter';
import { TextFieldAdapter } from '../../components/form/TextFieldAdapter';
import { ValidatedForm } from '../../components/form/ValidatedForm';
import { Money } from '../../components/Money';
import { RetryAlert } from '../../components/RetryAlert';
import { useIntlLocale, useT } from '../../i18n';
import { tradingMessages } from '../../i18n/namespaces/trading';
import { errorMessageOf } from '../../lib/apiError';
import { formatMarketPrice } from '../../lib/money';
import { formRules, validateWhenLoaded } from '../../lib/validation';
import type { OrderValues } from './orderSchema';

/** The order's rules (yup), fetched as the form first validates. */
const orderRules = formRules(() => import('./orderSchema'));
import { QuoteReview } from './QuoteReview';
import { TradeDone } from './TradeDone';
import type { TradeOrder } from './tradeFlowSlice';
import { formatPriceTime, formatQuantity } from './tradeFormat';
import { useGetHoldingsQuery, useGetPricesQuery } from './tradingApi';
import { useTradeFlow } from './useTradeFlow';

/** SPEC §12.1: the server refreshes its prices every 15 s by default; the panel follows. */
export const PRICES_POLL_MS = 15_000;

/** A price the server would quote on: present and not stale (SPEC §12.1). */
function quotablePrice(price: AssetPrice | undefined): price is AssetPrice & { price: string } {
  return price !== undefined && !price.stale && price.price !== null;
}

function holdingOf(holdings: HoldingsResponse | undefined, asset: string): string {
  return holdings?.holdings.find((holding) => holding.asset === asset)?.quantity ?? '0';
}

// final-form leaves a cleared field undefined, whatever the values' type says.
const sameOrder = (order: TradeOrder, values: Partial<OrderValues>) =>
  order.side === values.side &&
  order.asset === values.asset &&
  order.amount === (values.amount ?? '').trim();

/**
 * The order form's height before any error shows, measured in Chromium with the reference
 * server's synthetic-price notice: its skeleton holds it while prices load, so the chart below
 * it in one column does not jump when the form appears (a 0.10 layout shift at 412 px before).
 * The notice wraps to two lines in a narrow column (phones, and the form's column from md).
 */
const ORDER_FORM_HEIGHT = { xs: 449, sm: 429, md: 449 } as const;

/**
 * The order panel (SPEC §12.3): Buy / Sell, the asset, the amount with Max, Preview → the quote
 * with its countdown → Confirm. The form keeps what was typed whatever the server answers.
 */
export function OrderPanel() {
  const t = useT(tradingMessages);
  const prices = useGetPricesQuery(undefined, { pollingInterval: PRICES_POLL_MS });
  const holdings = useGetHoldingsQuery();
  const { flow, preview } = useTradeFlow();

  const assets = useMemo(
    () => prices.data?.prices.map((price) => price.asset) ?? [],
    [prices.data],
  );
  const initialValues = useMemo<OrderValues>(
    () => ({ side: 'buy', asset: assets[0] ?? '', amount: '' }),
    [assets],
  );
  const validate = useMemo(
    () =>
      validateWhenLoaded(orderRules, (rules) =>
        rules.orderValidator({
          availableCash: holdings.data?.availableCash,
          holdingOf: (asset) => holdingOf(holdings.data, asset),
        }),
      ),
    [holdings.data],
  );

  let body;
  if (prices.data) {
    body = (
      <ValidatedForm
        label={t('order.label')}
        validate={validate}
        initialValues={initialValues}
        // A second Enter while the quote is on its way asks for nothing more.
        onSubmit={(values) => (flow.step === 'quoting' ? undefined : preview(values))}
      >
        <OrderFields
          prices={prices.data.prices}
          synthetic={prices.data.synthetic}
          holdings={holdings.data}
          assets={assets}
        />
      </ValidatedForm>
    );
  } else if (prices.error) {
    body = (
      <RetryAlert message={errorMessageOf(prices.error)} onRetry={() => void prices.refetch()} />
    );
  } else {
    body = (
      <Box aria-busy="true" aria-label={t('order.pricesLoading')} role="status">
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
      {flow.step === 'executed' && flow.trade ? <DoneView /> : body}
    </Paper>
  );
}

function DoneView() {
  const { flow, reset } = useTradeFlow();
  return flow.trade ? <TradeDone trade={flow.trade} onAnother={reset} /> : null;
}

interface OrderFieldsProps {
  prices: readonly AssetPrice[];
  /** The server trades at the offline feed's synthetic prices: say so beside them (SPEC §0). */
  synthetic: boolean;
  holdings: HoldingsResponse | undefined;
  assets: readonly string[];
}

/** The fields, the asset's price with its time, and below them the quote or its failure. */
function OrderFields({ prices, synthetic, holdings, assets }: OrderFieldsProps) {
  const t = useT(tradingMessages);
  const locale = useIntlLocale();
  const form = useForm<OrderValues>();
  const { values } = useFormState<OrderValues>({ subscription: { values: true } });
  const { flow, confirm, expire, reset } = useTradeFlow();
  const { side, asset } = values;
  const price = prices.find((entry) => entry.asset === asset);
  const quotable = quotablePrice(price);

  // A quote is for the order it was asked for: changing the order drops it.
  useEffect(() => {
    if (flow.order && flow.step !== 'quoting' && !sameOrder(flow.order, values)) reset();
  }, [flow.order, flow.step, values, reset]);

  const assetOptions = useMemo<readonly SelectOption[]>(
    () => assets.map((symbol) => ({ value: symbol, label: symbol })),
    [assets],
  );
  const maxAmount = side === 'buy' ? holdings?.availableCash : holdingOf(holdings, asset);
  const quoting = flow.step === 'quoting';
  const showQuote =
    quotable &&
    flow.quote &&
    (flow.step === 'quoted' || flow.step === 'expired' || flow.step === 'confirming');

  return (
    <>
      <Field<TradeSide>
        name="side"
        render={({ input }) => (
          <ToggleButtonGroup
            exclusive
            fullWidth
            color="primary"
            aria-label={t('order.side')}
            value={input.value}
            onChange={(_event, next: TradeSide | null) => {
              if (next) input.onChange(next);
            }}
          >
            <ToggleButton value="buy">{t('order.buy')}</ToggleButton>
            <ToggleButton value="sell">{t('order.sell')}</ToggleButton>
          </ToggleButtonGroup>
        )}
      />
      <Field
        name="asset"
        component={SelectFieldAdapter}
        label={t('order.asset')}
        options={assetOptions}
      />
      <Typography variant="body2" color="text.secondary">
        {quotable
          ? `${t('order.price', { asset, price: formatMarketPrice(Number(price.price), locale) })} · ${t('order.asOf', { time: formatPriceTime(price.asOf ?? '', locale) })}`
          : null}
      </Typography>
      {synthetic && (
        <Typography variant="body2" color="warning.main">
          {t('order.synthetic')}
        </Typography>
      )}
      {!quotable && <Alert severity="warning">{t('order.stale')}</Alert>}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Field
          name="amount"
          component={TextFieldAdapter}
          label={side === 'buy' ? t('order.amountBuy') : t('order.amountSell')}
          // Under the field rather than in its label: a label that long was cut short beside
          // the Max button ("Amount to spend (USD, fee …"), and the fee is what it must not lose.
          helperText={side === 'buy' ? t('order.amountBuy.feeIncluded') : undefined}
          slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
        />
        <Button
          variant="outlined"
          sx={{ mt: 1, flexShrink: 0 }}
          disabled={maxAmount === undefined}
          onClick={() => {
            if (maxAmount !== undefined) form.change('amount', maxAmount);
          }}
        >
          {t('order.max')}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {side === 'buy'
          ? // The line is held while the holdings load, so the button below does not move.
            ((holdings &&
              t.rich('order.availableCash', {
                amount: <Money amount={Number(holdings.availableCash)} />,
              })) ?? <Skeleton width="55%" />)
          : t('order.holding', {
              quantity: formatQuantity(holdingOf(holdings, asset), locale),
              asset,
            })}
      </Typography>
      {flow.failure && (
        <Alert severity="error" role="alert">
          {flow.failure.message}
        </Alert>
      )}
      {quotable && !showQuote && (
        <Button type="submit" variant="contained" size="large" aria-disabled={quoting || undefined}>
          {quoting ? t('order.previewing') : t('order.preview')}
        </Button>
      )}
      {showQuote && flow.quote && (
        <QuoteReview
          key={flow.quote.quoteId}
          quote={flow.quote}
          expired={flow.step === 'expired'}
          confirming={flow.step === 'confirming'}
          onConfirm={() => void confirm()}
          onExpire={expire}
          onNewQuote={() => void form.submit()}
          onCancel={reset}
        />
      )}
    </>
  );
}
