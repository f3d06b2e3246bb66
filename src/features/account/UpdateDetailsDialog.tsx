import { useCallback, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { FORM_ERROR } from 'final-form';
import { useToast } from '../../components/Toasts';
import { Field, Form } from 'react-final-form';
import { useEditUserMutation } from '../session';
import { INVESTMENT_GOALS, type EditUserRequest, type UserDetails } from '../../api/types';
import { FormRulesStatus } from '../../components/form/FormRulesStatus';
import { submitFocusingFirstInvalid } from '../../components/form/focusFirstInvalidField';
import { SelectFieldAdapter, type SelectOption } from '../../components/form/SelectFieldAdapter';
import { TextFieldAdapter } from '../../components/form/TextFieldAdapter';
import { commonMessages } from '../../i18n/namespaces/common';
import { isMessageRef, useT, type Translate } from '../../i18n';
import { accountMessages, type AccountKey } from '../../i18n/namespaces/account';
import { errorMessageOf } from '../../lib/apiError';
import { formRules, validateWhenLoaded, type FormErrors } from '../../lib/validation';
import { investmentGoalText } from './investmentGoalText';
import type { UpdateDetailsValues } from './schemas';

/** The details' rules (yup), fetched as the dialog first validates. */
const detailsRules = formRules(() => import('./schemas'));
const validateDetails = validateWhenLoaded(detailsRules, (rules) => rules.validateUpdateDetails);

/** Exactly the six fields PUT /auth/edit-user accepts, trimmed as the server would. */
function toEditUserRequest(values: UpdateDetailsValues): EditUserRequest {
  return {
    name: values.name.trim(),
    zipCode: values.zipCode.trim(),
    address: values.address.trim(),
    gender: values.gender,
    phoneNumber: (values.phoneNumber ?? '').trim(),
    investmentGoal: values.investmentGoal,
  };
}

/**
 * The schema names its messages as MessageRefs; until the shared form fields show those
 * themselves, they are put into words here, in the chosen language. A new function per
 * language makes final-form validate again, so a shown error follows a switch.
 */
function useValidate(t: Translate<AccountKey>) {
  return useCallback(
    (values: UpdateDetailsValues): FormErrors =>
      Object.fromEntries(
        Object.entries(validateDetails(values)).map(([field, message]) => [
          field,
          isMessageRef(message) && message.namespace === accountMessages
            ? t(message.key as AccountKey, message.values)
            : message,
        ]),
      ),
    [t],
  );
}

const GENDER_KEYS = {
  female: 'update.gender.female',
  male: 'update.gender.male',
  other: 'update.gender.other',
} as const satisfies Record<string, AccountKey>;

/** A gender saved in another spelling stays selectable, so saving never silently drops it. */
function genderOptions(current: string, t: Translate<AccountKey>): readonly SelectOption[] {
  const genders = Object.entries(GENDER_KEYS).map(([value, key]) => ({ value, label: t(key) }));
  if (current === '' || Object.hasOwn(GENDER_KEYS, current)) return genders;
  return [{ value: current, label: current }, ...genders];
}

interface UpdateDetailsDialogProps {
  open: boolean;
  user: UserDetails;
  onClose: () => void;
}

export function UpdateDetailsDialog({ open, user, onClose }: UpdateDetailsDialogProps) {
  const [editUser] = useEditUserMutation();
  const showToast = useToast();
  const t = useT(accountMessages);
  const common = useT(commonMessages);
  const validate = useValidate(t);
  const goals = useMemo<readonly SelectOption[]>(
    () => INVESTMENT_GOALS.map((goal) => ({ value: goal, label: investmentGoalText(goal, t) })),
    [t],
  );

  const onSubmit = async (values: UpdateDetailsValues) => {
    try {
      // The User tag is invalidated, so the account refetches after the save.
      await editUser(toEditUserRequest(values)).unwrap();
    } catch (error) {
      // Returned, not thrown: final-form keeps every value and shows the message.
      return { [FORM_ERROR]: errorMessageOf(error) };
    }
    showToast(t('update.done'), { variant: 'success' });
    onClose();
    return undefined;
  };

  const initialValues: UpdateDetailsValues = {
    name: user.name,
    phoneNumber: user.phoneNumber,
    address: user.address,
    gender: user.gender,
    investmentGoal: (INVESTMENT_GOALS as readonly string[]).includes(user.investmentGoal)
      ? user.investmentGoal
      : '',
    zipCode: user.zipCode,
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="update-title">
      <DialogTitle id="update-title">{t('update.title')}</DialogTitle>
      <Form<UpdateDetailsValues>
        onSubmit={onSubmit}
        validate={validate}
        initialValues={initialValues}
        render={({ handleSubmit, form, submitting, submitError }) => (
          // onSubmit catches the update's failure and returns it as the form's submitError.
          <form noValidate onSubmit={submitFocusingFirstInvalid(handleSubmit, form)}>
            <DialogContent>
              <Stack spacing={2.5} sx={{ pt: 1 }}>
                <FormRulesStatus validate={validate} />
                {submitError && <Alert severity="error">{submitError}</Alert>}
                <Field name="name" component={TextFieldAdapter} label={t('update.fullName')} />
                <Field
                  name="phoneNumber"
                  component={TextFieldAdapter}
                  label={t('update.phoneNumber')}
                  type="tel"
                  autoComplete="tel"
                />
                <Field name="address" component={TextFieldAdapter} label={t('update.address')} />
                <Field
                  name="gender"
                  component={SelectFieldAdapter}
                  label={t('update.gender')}
                  options={genderOptions(user.gender, t)}
                />
                <Field
                  name="investmentGoal"
                  component={SelectFieldAdapter}
                  label={t('update.investmentGoal')}
                  options={goals}
                />
                <Field name="zipCode" component={TextFieldAdapter} label={t('update.zipCode')} />
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{common('cancel')}</Button>
              <Button
                type="submit"
                variant="contained"
                disabled={submitting}
                startIcon={
                  submitting ? <CircularProgress size={18} aria-label={t('update.saving')} /> : null
                }
              >
                {t('update.submit')}
              </Button>
            </DialogActions>
          </form>
        )}
      />
    </Dialog>
  );
}
