import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Field } from 'react-final-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { isTwoFactorChallenge } from '../../api/types';
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
import { TwoFactorCodeStep } from './TwoFactorCodeStep';

const validate = validateWith<LoginValues>(loginSchema);
const EMPTY_LOGIN: LoginValues = { email: '', password: '' };

/** The password step passed and the server asks for a second factor (SPEC §11.4). */
interface PendingCode {
  challenge: string;
  email: string;
}

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
  const [pendingCode, setPendingCode] = useState<PendingCode | null>(null);
  // Back from an expired code step: the email stays, the password must be typed again.
  const [initialValues, setInitialValues] = useState(EMPTY_LOGIN);
  const [notice, setNotice] = useState('');
  // The router shows a failed navigation in its error element; the promise never rejects.
  const goToDestination = () =>
    void navigate(destinationAfterLogin(location.state), { replace: true });

  const onSubmit = async (values: LoginValues) => {
    setNotice('');
    const email = normalizeEmail(values.email);
    try {
      const answer = await login({ email, password: values.password }).unwrap();
      if (isTwoFactorChallenge(answer)) setPendingCode({ challenge: answer.challenge, email });
      else goToDestination();
    } catch {
      // The session slice turns the failure into `loginError`, shown above the form; the
      // form keeps what the user typed.
    }
  };

  if (pendingCode) {
    return (
      <TwoFactorCodeStep
        challenge={pendingCode.challenge}
        email={pendingCode.email}
        onSignedIn={goToDestination}
        onChallengeOver={(message) => {
          setInitialValues({ email: pendingCode.email, password: '' });
          setNotice(message);
          setPendingCode(null);
        }}
      />
    );
  }

  return (
    <ValidatedForm<LoginValues>
      label="Login"
      validate={validate}
      initialValues={initialValues}
      onSubmit={onSubmit}
    >
      {notice && <Alert severity="warning">{notice}</Alert>}
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
