import { useEffect, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
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
import { useIntlLocale, useT } from '../../i18n';
import { tradingMessages } from '../../i18n/namespaces/trading';
import { formatMarketPrice } from '../../lib/money';
import { formRules, validateWhenLoaded } from '../../lib/validation';
import type { OrderValues } from './orderSchema';
import { QuoteReview } from './QuoteReview';
import { TradeDone } from './TradeDone';
import type { TradeOrder } from './tradeFlowSlice';
import { formatPriceTime, formatQuantity } from './tradeFormat';
import { useTradeFlow } from './useTradeFlow';

/** The order's rules (yup), fetched as the form first validates. */
const orderRules = formRules(() => import('./orderSchema'));

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

interface OrderFormProps {
  prices: readonly AssetPrice[];
  /** The server trades at the offline feed's synthetic prices: say so beside them (SPEC §0). */
  synthetic: boolean;
  holdings: HoldingsResponse | undefined;
}

/**
 * The order panel's body once prices are here (SPEC §12.3): Buy / Sell, the asset, the amount
 * with Max, Preview → the quote with its countdown → Confirm, and the trade done. A chunk of its
 * own (OrderPanel fetches it beside the prices, behind the same skeleton), so Spot Trading's
 * first render does not carry the form stack. The form keeps what was typed whatever the server
 * answers.
 */
export function OrderForm({ prices, synthetic, holdings }: OrderFormProps) {
  const t = useT(tradingMessages);
  const { flow, preview, reset } = useTradeFlow();
  const assets = useMemo(() => prices.map((price) => price.asset), [prices]);
  const initialValues = useMemo<OrderValues>(
    () => ({ side: 'buy', asset: assets[0] ?? '', amount: '' }),
    [assets],
  );
  const validate = useMemo(
    () =>
      validateWhenLoaded(orderRules, (rules) =>
        rules.orderValidator({
          availableCash: holdings?.availableCash,
          holdingOf: (asset) => holdingOf(holdings, asset),
        }),
      ),
    [holdings],
  );

  if (flow.step === 'executed' && flow.trade) {
    return <TradeDone trade={flow.trade} onAnother={reset} />;
  }
  return (
    <ValidatedForm
      label={t('order.label')}
      validate={validate}
      initialValues={initialValues}
      // A second Enter while the quote is on its way asks for nothing more.
      onSubmit={(values) => (flow.step === 'quoting' ? undefined : preview(values))}
    >
      <OrderFields prices={prices} synthetic={synthetic} holdings={holdings} assets={assets} />
    </ValidatedForm>
  );
}

interface OrderFieldsProps extends OrderFormProps {
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
