import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { Field, useFormState } from 'react-final-form';
import { ALERT_DIRECTIONS } from '../../api/types';
import { SelectFieldAdapter, type SelectOption } from '../../components/form/SelectFieldAdapter';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextFieldAdapter } from '../../components/form/TextFieldAdapter';
import { ValidatedForm } from '../../components/form/ValidatedForm';
import { useIntlLocale, useT } from '../../i18n';
import { notificationsMessages } from '../../i18n/namespaces/notifications';
import { errorMessageOf } from '../../lib/apiError';
import { formRules, validateWhenLoaded } from '../../lib/validation';
import type { AlertValues } from './alertSchema';
import { alertSummary } from './alertText';
import { useCreateAlertMutation } from './notificationsApi';

/** The alert's rules (yup), fetched as the form first validates. */
const alertRules = formRules(() => import('./alertSchema'));
const validate = validateWhenLoaded(alertRules, (rules) => rules.validateAlert);

/** The sentence the alert will be, once the form would be accepted. */
function AlertPreview() {
  const t = useT(notificationsMessages);
  const locale = useIntlLocale();
  const { values, valid } = useFormState<AlertValues>({
    subscription: { values: true, valid: true },
  });
  if (!valid) return null;
  return (
    <Typography sx={{ fontWeight: 600 }}>
      {alertSummary(t, locale, { ...values, price: values.price.trim() })}
    </Typography>
  );
}

/**
 * "Alert me when BTC is [above|below] $ [price]" (SPEC §12.4) over the coins the server prices.
 * What the server refuses (the 21st active alert, say) is shown in its own words.
 */
export function AlertForm({ assets }: { assets: readonly string[] }) {
  const t = useT(notificationsMessages);
  const locale = useIntlLocale();
  const [create, { isLoading }] = useCreateAlertMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  // The coins come from the prices the page polls: a refresh must not reset what is typed.
  const firstAsset = assets[0] ?? '';
  const initialValues = useMemo<AlertValues>(
    () => ({ asset: firstAsset, direction: 'above', price: '' }),
    [firstAsset],
  );
  const assetOptions: SelectOption[] = assets.map((asset) => ({ value: asset, label: asset }));
  const directionOptions: SelectOption[] = ALERT_DIRECTIONS.map((direction) => ({
    value: direction,
    label: t(direction === 'above' ? 'alerts.direction.above' : 'alerts.direction.below'),
  }));

  const submit = async (values: AlertValues) => {
    setRefusal(null);
    setCreated(null);
    const request = { ...values, price: values.price.trim() };
    try {
      await create(request).unwrap();
      setCreated(alertSummary(t, locale, request));
    } catch (error) {
      setRefusal(errorMessageOf(error));
    }
  };

  return (
    <ValidatedForm<AlertValues>
      label={t('alerts.form.label')}
      validate={validate}
      initialValues={initialValues}
      onSubmit={submit}
    >
      <Field
        name="asset"
        component={SelectFieldAdapter}
        label={t('alerts.asset.label')}
        options={assetOptions}
      />
      <Field
        name="direction"
        component={SelectFieldAdapter}
        label={t('alerts.direction.label')}
        options={directionOptions}
      />
      <Field
        name="price"
        component={TextFieldAdapter}
        label={t('alerts.price.label')}
        slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
      />
      <AlertPreview />
      {refusal && <Alert severity="error">{refusal}</Alert>}
      {created && (
        <Alert severity="success" role="status">
          {t('alerts.created', { summary: created })}
        </Alert>
      )}
      <SubmitButton loading={isLoading} loadingLabel={t('alerts.submitting')}>
        {t('alerts.submit')}
      </SubmitButton>
    </ValidatedForm>
  );
}
