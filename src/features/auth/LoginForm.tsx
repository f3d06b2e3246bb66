import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Field } from 'react-final-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../config/routes';
import { useAppDispatch, useAppSelector } from '../../hooks/redux';
import { PasswordFieldAdapter } from '../../components/form/PasswordFieldAdapter';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextFieldAdapter } from '../../components/form/TextFieldAdapter';
import { ValidatedForm } from '../../components/form/ValidatedForm';
import { validateWith } from '../../lib/validation';
import {
  forgotPasswordToggled,
  selectSession,
  useLoginMutation,
  type RedirectState,
} from '../session';
import { loginSchema, normalizeEmail, type LoginValues } from './schemas';

const validate = validateWith<LoginValues>(loginSchema);
const initialValues: LoginValues = { email: '', password: '' };

/** Returns the page the guard interrupted, if it is a dashboard page; else the dashboard. */
function destinationAfterLogin(state: unknown): string {
  const from = (state as RedirectState | null)?.from;
  return from && from.startsWith(paths.dashboard) ? from : paths.dashboard;
}

export function LoginForm() {
  const [login] = useLoginMutation();
  const { loading, loginError } = useAppSelector(selectSession);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();

  const onSubmit = async (values: LoginValues) => {
    try {
      await login({ email: normalizeEmail(values.email), password: values.password }).unwrap();
      navigate(destinationAfterLogin(location.state), { replace: true });
    } catch {
      // The session slice turns the failure into `loginError`, shown above the form; the
      // form keeps what the user typed.
    }
  };

  return (
    <ValidatedForm<LoginValues>
      label="Login"
      validate={validate}
      initialValues={initialValues}
      onSubmit={onSubmit}
    >
      {loginError && <Alert severity="error">{loginError}</Alert>}
      <Field
        name="email"
        component={TextFieldAdapter}
        label="Email"
        type="email"
        autoComplete="email"
      />
      <Field
        name="password"
        component={PasswordFieldAdapter}
        label="Password"
        autoComplete="current-password"
      />
      <Link
        component="button"
        type="button"
        onClick={() => dispatch(forgotPasswordToggled(true))}
        sx={{ alignSelf: 'flex-end' }}
      >
        Forgot password?
      </Link>
      <SubmitButton loading={loading} loadingLabel="Signing in">
        Sign in
      </SubmitButton>
    </ValidatedForm>
  );
}
