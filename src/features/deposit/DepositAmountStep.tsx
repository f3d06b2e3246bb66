import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Field, Form } from 'react-final-form';
import { TextFieldAdapter } from '../../components/form/TextFieldAdapter';
import { useT } from '../../i18n';
import { depositMessages } from '../../i18n/namespaces/deposit';
import { FormRulesStatus } from '../../components/form/FormRulesStatus';
import { submitFocusingFirstInvalid } from '../../components/form/focusFirstInvalidField';
import { formRules, validateWhenLoaded } from '../../lib/validation';
import type { DepositAmountValues } from './schemas';

/** The amount's rules (yup), fetched as the form first validates. */
const depositRules = formRules(() => import('./schemas'));
const validate = validateWhenLoaded(depositRules, (rules) => rules.validateDepositAmount);

interface DepositAmountStepProps {
  /** The amount chosen before (0 for none), so going back keeps it. */
  initialAmount: number;
  onContinue: (amount: number) => void;
}

export function DepositAmountStep({ initialAmount, onContinue }: DepositAmountStepProps) {
  const t = useT(depositMessages);
  return (
    <Form<DepositAmountValues>
      onSubmit={(values) => onContinue(Number(values.amount.trim()))}
      validate={validate}
      initialValues={{ amount: initialAmount > 0 ? String(initialAmount) : '' }}
      render={({ handleSubmit, form }) => (
        <Stack
          component="form"
          noValidate
          spacing={2.5}
          // Held while the form's rules arrive, and a refused submit focuses the first invalid
          // field (SPEC §9).
          onSubmit={submitFocusingFirstInvalid(handleSubmit, form)}
          sx={{ maxWidth: 420 }}
        >
          <FormRulesStatus validate={validate} />
          <Field
            name="amount"
            component={TextFieldAdapter}
            label={t('amount.label')}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            autoComplete="off"
          />
          <Button type="submit" variant="contained" size="large">
            {t('amount.submit')}
          </Button>
        </Stack>
      )}
    />
  );
}
