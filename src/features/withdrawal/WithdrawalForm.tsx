import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Field, Form } from 'react-final-form';
import type { UserDetails } from '../../api/types';
import { SelectFieldAdapter, type SelectOption } from '../../components/form/SelectFieldAdapter';
import { TextFieldAdapter } from '../../components/form/TextFieldAdapter';
import { validateWith } from '../../lib/validation';
import { THRESHOLD_MESSAGE, withdrawalSchema, type WithdrawalValues } from './schemas';

export const WITHDRAWAL_ASSETS: readonly SelectOption[] = [
  { value: 'BTC', label: 'Bitcoin (BTC)' },
  { value: 'ETH', label: 'Ethereum (ETH)' },
  { value: 'USDT', label: 'Tether (USDT)' },
  { value: 'TRX', label: 'TRON (TRX)' },
  { value: 'SOL', label: 'Solana (SOL)' },
  { value: 'BNB', label: 'BNB (BNB)' },
];

interface WithdrawalFormProps {
  user: UserDetails;
  /** Called with valid values; the page opens the review dialog, the form stays mounted. */
  onReview: (values: WithdrawalValues) => void;
}

export function WithdrawalForm({ user, onReview }: WithdrawalFormProps) {
  const validate = useMemo(
    () => validateWith<WithdrawalValues>(withdrawalSchema(user.tradeProfit)),
    [user.tradeProfit],
  );
  // Fixed at mount: the e-mail is a convenience prefill, and a later refetch of the user
  // must not reset what was typed.
  const [initialValues] = useState<WithdrawalValues>(() => ({
    amount: '',
    walletAddress: '',
    email: user.email,
    exchange: '',
    asset: '',
  }));

  return (
    <Form<WithdrawalValues>
      onSubmit={onReview}
      validate={validate}
      initialValues={initialValues}
      render={({ handleSubmit }) => (
        <Stack
          component="form"
          noValidate
          spacing={2.5}
          onSubmit={handleSubmit}
          sx={{ maxWidth: 520 }}
        >
          <Field<string> name="amount">
            {(field) => (
              <TextFieldAdapter
                {...field}
                label="Amount"
                autoComplete="off"
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                // SPEC §5: focusing the amount explains why the request cannot be sent.
                helperText={
                  !user.userCanWithdraw && (field.meta.active || field.meta.touched)
                    ? THRESHOLD_MESSAGE
                    : undefined
                }
              />
            )}
          </Field>
          <Field name="walletAddress" component={TextFieldAdapter} label="Wallet address" />
          <Field
            name="email"
            component={TextFieldAdapter}
            label="Email"
            type="email"
            autoComplete="email"
          />
          <Field name="exchange" component={TextFieldAdapter} label="Crypto exchange" />
          <Field
            name="asset"
            component={SelectFieldAdapter}
            label="Asset"
            options={WITHDRAWAL_ASSETS}
          />
          <Button type="submit" variant="contained" size="large" disabled={!user.userCanWithdraw}>
            Review withdrawal
          </Button>
        </Stack>
      )}
    />
  );
}
