import { useMemo } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Field } from 'react-final-form';
import type { HistoryFilters } from '../../api/historyPaging';
import type { RecordStatus } from '../../api/types';
import { dayRangeRules } from '../../lib/dayRangeRules';
import { validateWhenLoaded } from '../../lib/validation';
import { useT } from '../../i18n';
import { componentsMessages } from '../../i18n/namespaces/components';
import { historyMessages } from '../../i18n/namespaces/history';
import { SelectFieldAdapter, type SelectOption } from '../form/SelectFieldAdapter';
import { DATE_FIELD_PROPS, TextFieldAdapter } from '../form/TextFieldAdapter';
import { ValidatedForm } from '../form/ValidatedForm';
import { hasFilters } from './historySearch';

interface FilterValues {
  status: RecordStatus | typeof ANY_STATUS;
  from: string;
  to: string;
}

const ANY_STATUS = 'any';
// The statuses are named as their chips name them (the components namespace).
const STATUS_OPTIONS = [
  { value: 'pending', labelKey: 'status.pending' },
  { value: 'approved', labelKey: 'status.approved' },
  { value: 'failed', labelKey: 'status.failed' },
] as const;

const validate = validateWhenLoaded(dayRangeRules, (rules) =>
  rules.dayRangeValidator<FilterValues>({ required: false }),
);

export interface HistoryFiltersFormProps {
  /** e.g. "Filter deposits". */
  label: string;
  filters: HistoryFilters;
  onApply: (filters: HistoryFilters) => void;
}

/**
 * Status and date range of a history list. Nothing changes until Apply, so typing a date
 * (the browser's date input passes through 0002, 0020, 0202 on the way to 2024) does not load
 * a page per keystroke or leave a history entry for each. The page keys this form by the URL,
 * so Back shows the filters of the view it restores.
 */
export function HistoryFiltersForm({ label, filters, onApply }: HistoryFiltersFormProps) {
  const t = useT(historyMessages);
  const statusName = useT(componentsMessages);
  const statusOptions = useMemo<readonly SelectOption[]>(
    () => [
      { value: ANY_STATUS, label: t('filters.anyStatus') },
      ...STATUS_OPTIONS.map(({ value, labelKey }) => ({ value, label: statusName(labelKey) })),
    ],
    [t, statusName],
  );
  const initialValues = useMemo<FilterValues>(
    () => ({
      status: filters.status ?? ANY_STATUS,
      from: filters.from ?? '',
      to: filters.to ?? '',
    }),
    [filters.status, filters.from, filters.to],
  );
  const apply = ({ status, from, to }: FilterValues) => {
    const next: HistoryFilters = {};
    if (status !== ANY_STATUS) next.status = status;
    if (from.trim()) next.from = from.trim();
    if (to.trim()) next.to = to.trim();
    onApply(next);
  };
  return (
    <ValidatedForm label={label} validate={validate} initialValues={initialValues} onSubmit={apply}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <Field
          name="status"
          component={SelectFieldAdapter}
          label={t('filters.status')}
          options={statusOptions}
        />
        <Field
          name="from"
          component={TextFieldAdapter}
          label={t('filters.from')}
          {...DATE_FIELD_PROPS}
        />
        <Field
          name="to"
          component={TextFieldAdapter}
          label={t('filters.to')}
          {...DATE_FIELD_PROPS}
        />
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0, pt: { sm: 1 } }}>
          <Button type="submit" variant="contained">
            {t('filters.apply')}
          </Button>
          {hasFilters(filters) && (
            <Button type="button" onClick={() => onApply({})}>
              {t('filters.clear')}
            </Button>
          )}
        </Stack>
      </Stack>
    </ValidatedForm>
  );
}
