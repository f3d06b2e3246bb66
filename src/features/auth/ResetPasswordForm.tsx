import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Field } from 'react-final-form';
import { useAppDispatch, useAppSelector } from '../../hooks/redux';
import { MessageText, useT } from '../../i18n';
import { signInMessages } from '../../i18n/namespaces/signIn';
import { PasswordFieldAdapter } from '../../components/form/PasswordFieldAdapter';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextFieldAdapter } from '../../components/form/TextFieldAdapter';
import { ValidatedForm } from '../../components/form/ValidatedForm';
import {
  forgotPasswordToggled,
  selectLoginMessage,
  selectSession,
  useEditPasswordMutation,
} from '../session';
import { phraseCredentials, type ResetPasswordValues } from './credentials';
import { SeedPhraseField } from './SeedPhraseField';
import { useAuthValidation } from './useAuthValidation';

const initialValues: ResetPasswordValues = { seedPhrase: '', email: '', password: '' };

/**
 * Sets a new password with the seed phrase shown at registration. Success and failure land in
 * the session slice: `showModal` opens the confirmation, its login message fills the error box.
 */
export function ResetPasswordForm() {
  const t = useT(signInMessages);
  const validate = useAuthValidation<ResetPasswordValues>('validateResetPassword');
  const [editPassword] = useEditPasswordMutation();
  const { loading } = useAppSelector(selectSession);
  const loginMessage = useAppSelector(selectLoginMessage);
  const dispatch = useAppDispatch();

  const onSubmit = async (values: ResetPasswordValues) => {
    try {
      await editPassword(phraseCredentials(values)).unwrap();
    } catch {
      // Shown from the session's login message; the form keeps what the user typed.
    }
  };

  return (
    <ValidatedForm<ResetPasswordValues>
      label={t('reset.title')}
      validate={validate}
      initialValues={initialValues}
      onSubmit={onSubmit}
    >
      {loginMessage && (
        <Alert severity="error">
          <MessageText message={loginMessage} />
        </Alert>
      )}
      <SeedPhraseField
        label={t('reset.seedPhrase')}
        placeholder={t('reset.seedPhrasePlaceholder')}
      />
      <Field
        name="email"
        component={TextFieldAdapter}
        label={t('reset.email')}
        type="email"
        autoComplete="email"
      />
      <Field
        name="password"
        component={PasswordFieldAdapter}
        label={t('reset.password')}
        autoComplete="new-password"
        helperText={t('reset.passwordHint')}
      />
      <Link
        component="button"
        type="button"
        onClick={() => dispatch(forgotPasswordToggled(false))}
        sx={{ alignSelf: 'flex-end' }}
      >
        {t('reset.loginInstead')}
      </Link>
      <SubmitButton loading={loading} loadingLabel={t('reset.submitting')}>
        {t('reset.submit')}
      </SubmitButton>
    </ValidatedForm>
  );
}
