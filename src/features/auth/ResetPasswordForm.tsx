import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Field } from 'react-final-form';
import { useAppDispatch, useAppSelector } from '../../hooks/redux';
import { PasswordFieldAdapter } from '../../components/form/PasswordFieldAdapter';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextFieldAdapter } from '../../components/form/TextFieldAdapter';
import { ValidatedForm } from '../../components/form/ValidatedForm';
import { validateWith } from '../../lib/validation';
import { forgotPasswordToggled, selectSession, useEditPasswordMutation } from '../session';
import {
  normalizeEmail,
  resetPasswordSchema,
  STRONG_PASSWORD_HINT,
  type ResetPasswordValues,
} from './schemas';

const validate = validateWith<ResetPasswordValues>(resetPasswordSchema);
const initialValues: ResetPasswordValues = { seedPhrase: '', email: '', password: '' };

/**
 * Sets a new password with the seed phrase shown at registration. Success and failure land in
 * the session slice: `showModal` opens the confirmation, `loginError` fills the error box.
 */
export function ResetPasswordForm() {
  const [editPassword] = useEditPasswordMutation();
  const { loading, loginError } = useAppSelector(selectSession);
  const dispatch = useAppDispatch();

  const onSubmit = async (values: ResetPasswordValues) => {
    try {
      await editPassword({
        email: normalizeEmail(values.email),
        password: values.password,
        seedPhrase: values.seedPhrase.trim(),
      }).unwrap();
    } catch {
      // Shown from `loginError`; the form keeps what the user typed.
    }
  };

  return (
    <ValidatedForm<ResetPasswordValues>
      label="Reset Password"
      validate={validate}
      initialValues={initialValues}
      onSubmit={onSubmit}
    >
      {loginError && <Alert severity="error">{loginError}</Alert>}
      <Field
        name="seedPhrase"
        component={TextFieldAdapter}
        label="Seed Phrase"
        placeholder="word-word-word-word"
        autoComplete="off"
        slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
      />
      <Field
        name="email"
        component={TextFieldAdapter}
        label="Email Address"
        type="email"
        autoComplete="email"
      />
      <Field
        name="password"
        component={PasswordFieldAdapter}
        label="New Password"
        autoComplete="new-password"
        helperText={STRONG_PASSWORD_HINT}
      />
      <Link
        component="button"
        type="button"
        onClick={() => dispatch(forgotPasswordToggled(false))}
        sx={{ alignSelf: 'flex-end' }}
      >
        Login instead
      </Link>
      <SubmitButton loading={loading} loadingLabel="Resetting password">
        Reset Password
      </SubmitButton>
    </ValidatedForm>
  );
}
