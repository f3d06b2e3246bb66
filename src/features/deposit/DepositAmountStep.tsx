import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Field, Form } from 'react-final-form';
import { TextFieldAdapter } from '../../components/form/TextFieldAdapter';
import { useT } from '../../i18n';
import { depositMessages } from '../../i18n/namespaces/deposit';
import { validateWith } from '../../lib/validation';
import { depositAmountSchema, type DepositAmountValues } from './schemas';

const validate = validateWith<DepositAmountValues>(depositAmountSchema);

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
      render={({ handleSubmit }) => (
        <Stack
          component="form"
          noValidate
          spacing={2.5}
          // The submit handler is synchronous: final-form's promise never comes.
          onSubmit={(event) => void handleSubmit(event)}
          sx={{ maxWidth: 420 }}
        >
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
