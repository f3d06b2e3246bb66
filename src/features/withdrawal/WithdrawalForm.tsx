import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { Field, Form } from 'react-final-form';
import type { SavedAddress, UserDetails } from '../../api/types';
import { Money } from '../../components/Money';
import { SelectFieldAdapter, type SelectOption } from '../../components/form/SelectFieldAdapter';
import { TextFieldAdapter } from '../../components/form/TextFieldAdapter';
import { useIntlLocale, useT } from '../../i18n';
import { withdrawalMessages } from '../../i18n/namespaces/withdrawal';
import { formatDateTime } from '../../lib/dates';
import { FormRulesStatus } from '../../components/form/FormRulesStatus';
import { submitFocusingFirstInvalid } from '../../components/form/focusFirstInvalidField';
import { formRules, validateWhenLoaded } from '../../lib/validation';
import { AddressBookPicker } from './AddressBookPicker';
import { destinationGuidance } from './savedAddresses';
import type { WithdrawalValues } from './schemas';

export const WITHDRAWAL_ASSETS: readonly SelectOption[] = [
  { value: 'BTC', label: 'Bitcoin (BTC)' },
  { value: 'ETH', label: 'Ethereum (ETH)' },
  { value: 'USDT', label: 'Tether (USDT)' },
  { value: 'TRX', label: 'TRON (TRX)' },
  { value: 'SOL', label: 'Solana (SOL)' },
  { value: 'BNB', label: 'BNB (BNB)' },
];

/** The withdrawal's rules (yup), fetched as the form first validates. */
const withdrawalRules = formRules(() => import('./schemas'));

const FORM_SPACING = 2.5;
const HOLD_ID = 'withdrawal-hold';
const REOPENS_ID = 'withdrawal-reopens';
const FORM_MAX_WIDTH = 520;
/**
 * An outlined text field or select with the line kept for its error (a 3 px gap and a 19.92 px
 * caption line), and a large button, at MUI's default density.
 */
const FIELD_HEIGHT = 56 + 23;
const LARGE_BUTTON_HEIGHT = 42;

/**
 * The form's place while the user's figures load: five fields and the button, so the page
 * does not jump (and push the footer) when the form arrives.
 */
export function WithdrawalFormSkeleton({ label }: { label: string }) {
  return (
    <Stack
      spacing={FORM_SPACING}
      sx={{ maxWidth: FORM_MAX_WIDTH }}
      role="progressbar"
      aria-label={label}
      aria-busy="true"
    >
      {['amount', 'walletAddress', 'email', 'exchange', 'asset'].map((field) => (
        <Skeleton key={field} variant="rounded" height={FIELD_HEIGHT} />
      ))}
      <Skeleton variant="rounded" height={LARGE_BUTTON_HEIGHT} />
    </Stack>
  );
}

interface WithdrawalFormProps {
  user: UserDetails;
  /** Called with valid values; the page opens the review dialog, the form stays mounted. */
  onReview: (values: WithdrawalValues) => void;
  /** The address book; undefined while it loads or when it could not be (the section says so). */
  savedAddresses?: readonly SavedAddress[] | undefined;
}

/** When withdrawals open again after an unlock (SPEC §12.5), if that is still ahead. */
function reopeningAt(user: UserDetails, now: number): string | undefined {
  const openAt = user.withdrawalsOpenAt;
  return openAt !== null && Date.parse(openAt) > now ? openAt : undefined;
}

export function WithdrawalForm({ user, onReview, savedAddresses }: WithdrawalFormProps) {
  const t = useT(withdrawalMessages);
  const locale = useIntlLocale();
  const reopensAt = reopeningAt(user, Date.now());
  // Why the form cannot be sent yet, said above it (SPEC §12.0) and naming the button.
  const closedBy = [!user.userCanWithdraw && HOLD_ID, reopensAt && REOPENS_ID].filter(Boolean);
  const validate = useMemo(
    () =>
      validateWhenLoaded(withdrawalRules, (rules) => rules.withdrawalValidator(user.availableCash)),
    [user.availableCash],
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
      render={({ handleSubmit, values, form }) => (
        <Stack
          component="form"
          noValidate
          spacing={FORM_SPACING}
          // Held while the form's rules arrive, and a refused submit focuses the first invalid
          // field (SPEC §9).
          onSubmit={submitFocusingFirstInvalid(handleSubmit, form)}
          sx={{ maxWidth: FORM_MAX_WIDTH }}
        >
          <FormRulesStatus validate={validate} />
          {!user.userCanWithdraw && (
            // SPEC §12.0: a hold says why, before the user types anything.
            <Alert id={HOLD_ID} severity="info">
              {t('form.hold', { reason: user.withdrawalHoldReason ?? t('form.holdDefaultReason') })}
            </Alert>
          )}
          {reopensAt && (
            // The server refuses withdrawals until then; the form says so before anything is typed.
            <Alert id={REOPENS_ID} severity="info">
              {t('lock.reopens', { date: formatDateTime(reopensAt, locale) })}
            </Alert>
          )}
          <Field
            name="amount"
            component={TextFieldAdapter}
            label={t('form.amount')}
            autoComplete="off"
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            // The limit (SPEC §12.0) where the amount is typed, not only after the error
            // ("must not exceed your available cash") or in the review.
            helperText={t.rich('form.availableCash', {
              amount: <Money amount={user.availableCash} currency={user.currency} />,
            })}
          />
          <Field
            name="walletAddress"
            component={TextFieldAdapter}
            label={t('form.walletAddress')}
            helperText={destinationGuidance(
              values.walletAddress,
              values.asset,
              savedAddresses,
              Date.now(),
              t,
              locale,
            )}
          />
          <Field
            name="email"
            component={TextFieldAdapter}
            label={t('form.email')}
            type="email"
            autoComplete="email"
          />
          <Field name="exchange" component={TextFieldAdapter} label={t('form.exchange')} />
          <Field
            name="asset"
            component={SelectFieldAdapter}
            label={t('form.asset')}
            options={WITHDRAWAL_ASSETS}
          />
          {savedAddresses && savedAddresses.length > 0 && (
            <AddressBookPicker
              addresses={savedAddresses}
              asset={values.asset}
              walletAddress={values.walletAddress}
              onPick={(address) => form.change('walletAddress', address)}
            />
          )}
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={closedBy.length > 0}
            aria-describedby={closedBy.length > 0 ? closedBy.join(' ') : undefined}
          >
            {t('form.review')}
          </Button>
        </Stack>
      )}
    />
  );
}
