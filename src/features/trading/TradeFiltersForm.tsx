import { useMemo } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Field } from 'react-final-form';
import { SelectFieldAdapter, type SelectOption } from '../../components/form/SelectFieldAdapter';
import { DATE_FIELD_PROPS, TextFieldAdapter } from '../../components/form/TextFieldAdapter';
import { ValidatedForm } from '../../components/form/ValidatedForm';
import type { TradeSide } from '../../api/types';
import { useT } from '../../i18n';
import { tradingMessages } from '../../i18n/namespaces/trading';
import { dayRangeRules } from '../../lib/dayRangeRules';
import { validateWhenLoaded } from '../../lib/validation';
import { hasTradeFilters } from './tradesSearch';
import type { TradeFilters } from './tradingApi';

const ANY = 'any';

interface FilterValues {
  asset: string;
  side: TradeSide | typeof ANY;
  from: string;
  to: string;
}

const validate = validateWhenLoaded(dayRangeRules, (rules) =>
  rules.dayRangeValidator<FilterValues>({ required: false }),
);

interface TradeFiltersFormProps {
  filters: TradeFilters;
  /** The tradable assets (GET /prices), plus the filtered one if it is no longer tradable. */
  assets: readonly string[];
  onApply: (filters: TradeFilters) => void;
}

/**
 * Asset, side and date range of the trade history. Nothing changes until Apply, like the
 * other history filters: a date typed digit by digit does not load a page per keystroke.
 */
export function TradeFiltersForm({ filters, assets, onApply }: TradeFiltersFormProps) {
  const t = useT(tradingMessages);
  const assetOptions = useMemo<readonly SelectOption[]>(() => {
    const known =
      filters.asset && !assets.includes(filters.asset) ? [...assets, filters.asset] : assets;
    return [
      { value: ANY, label: t('history.anyAsset') },
      ...known.map((asset) => ({ value: asset, label: asset })),
    ];
  }, [assets, filters.asset, t]);
  const sideOptions = useMemo<readonly SelectOption[]>(
    () => [
      { value: ANY, label: t('history.anySide') },
      { value: 'buy', label: t('trades.buy') },
      { value: 'sell', label: t('trades.sell') },
    ],
    [t],
  );
  const initialValues = useMemo<FilterValues>(
    () => ({
      asset: filters.asset ?? ANY,
      side: filters.side ?? ANY,
      from: filters.from ?? '',
      to: filters.to ?? '',
    }),
    [filters.asset, filters.side, filters.from, filters.to],
  );
  const apply = ({ asset, side, from, to }: FilterValues) => {
    const next: TradeFilters = {};
    if (asset !== ANY) next.asset = asset;
    if (side !== ANY) next.side = side;
    if (from.trim()) next.from = from.trim();
    if (to.trim()) next.to = to.trim();
    onApply(next);
  };
  return (
    <ValidatedForm
      label={t('history.filtersLabel')}
      validate={validate}
      initialValues={initialValues}
      onSubmit={apply}
    >
      {/* A column on a phone; from `sm` a row that wraps, one field per line (below 1200 px
          four fields, Apply and Clear filters in one row clip the dates' placeholders); from
          `lg` one row, its fields sharing the width. TradesPage holds each height. */}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ alignItems: { sm: 'flex-start' }, flexWrap: { sm: 'wrap', lg: 'nowrap' } }}
      >
        <Field
          name="asset"
          component={SelectFieldAdapter}
          label={t('trades.asset')}
          options={assetOptions}
        />
        <Field
          name="side"
          component={SelectFieldAdapter}
          label={t('trades.side')}
          options={sideOptions}
        />
        <Field
          name="from"
          component={TextFieldAdapter}
          label={t('history.from')}
          {...DATE_FIELD_PROPS}
        />
        <Field
          name="to"
          component={TextFieldAdapter}
          label={t('history.to')}
          {...DATE_FIELD_PROPS}
        />
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0, pt: { sm: 1 } }}>
          <Button type="submit" variant="contained">
            {t('history.apply')}
          </Button>
          {hasTradeFilters(filters) && (
            <Button type="button" onClick={() => onApply({})}>
              {t('history.clear')}
            </Button>
          )}
        </Stack>
      </Stack>
    </ValidatedForm>
  );
}
