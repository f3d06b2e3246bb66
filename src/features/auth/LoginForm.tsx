import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Field } from 'react-final-form';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { isTwoFactorChallenge } from '../../api/types';
import { paths } from '../../config/routes';
import { useAppDispatch, useAppSelector } from '../../hooks/redux';
import { MessageText, useT } from '../../i18n';
import { signInMessages } from '../../i18n/namespaces/signIn';
import { errorCodeOf } from '../../lib/apiError';
import { PasswordFieldAdapter } from '../../components/form/PasswordFieldAdapter';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextFieldAdapter } from '../../components/form/TextFieldAdapter';
import { ValidatedForm } from '../../components/form/ValidatedForm';
import { LazyStep } from '../../components/LazyStep';
import {
  forgotPasswordToggled,
  selectLoginMessage,
  selectSession,
  useLoginMutation,
  type RedirectState,
} from '../session';
import { deviceId } from './deviceId';
import { normalizeEmail, type LoginValues } from './credentials';
import { PasskeySignIn } from './PasskeySignIn';
import { useAuthValidation } from './useAuthValidation';

/** The second-factor step: only some accounts reach it, so it is not in the page's first render. */
const loadTwoFactorCodeStep = () =>
  import(/* webpackChunkName: "two-factor-code-step" */ './TwoFactorCodeStep');

const EMPTY_LOGIN: LoginValues = { email: '', password: '' };

/**
 * The `code` of sign-in's 403 for a locked account (SPEC §12.5): its message, in the user's
 * language, says how to unlock, and the form adds the way there.
 */
const ACCOUNT_LOCKED_CODE = 'account_locked';

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
  const t = useT(signInMessages);
  const validate = useAuthValidation<LoginValues>('validateLogin');
  const [login] = useLoginMutation();
  const { loading } = useAppSelector(selectSession);
  const loginMessage = useAppSelector(selectLoginMessage);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [pendingCode, setPendingCode] = useState<PendingCode | null>(null);
  // Back from an expired code step: the email stays, the password must be typed again.
  const [initialValues, setInitialValues] = useState(EMPTY_LOGIN);
  const [codeExpired, setCodeExpired] = useState(false);
  const [accountLocked, setAccountLocked] = useState(false);
  // The router shows a failed navigation in its error element; the promise never rejects.
  const goToDestination = () =>
    void navigate(destinationAfterLogin(location.state), { replace: true });

  const onSubmit = async (values: LoginValues) => {
    setCodeExpired(false);
    setAccountLocked(false);
    const email = normalizeEmail(values.email);
    try {
      const answer = await login({
        email,
        password: values.password,
        deviceId: deviceId(),
      }).unwrap();
      if (isTwoFactorChallenge(answer)) setPendingCode({ challenge: answer.challenge, email });
      else goToDestination();
    } catch (error) {
      // The session slice turns the failure into `loginError`, shown above the form; the
      // form keeps what the user typed.
      setAccountLocked(errorCodeOf(error) === ACCOUNT_LOCKED_CODE);
    }
  };

  return (
    <>
      {/* First in both steps, so its module, once here, is not asked for again. */}
      <LazyStep load={loadTwoFactorCodeStep} shown={pendingCode !== null}>
        {({ TwoFactorCodeStep }) =>
          pendingCode && (
            <TwoFactorCodeStep
              challenge={pendingCode.challenge}
              email={pendingCode.email}
              onSignedIn={goToDestination}
              onChallengeOver={() => {
                setInitialValues({ email: pendingCode.email, password: '' });
                setCodeExpired(true);
                setPendingCode(null);
              }}
            />
          )
        }
      </LazyStep>
      {!pendingCode && (
        <>
          <ValidatedForm<LoginValues>
            label={t('signIn.form')}
            validate={validate}
            initialValues={initialValues}
            onSubmit={onSubmit}
          >
            {codeExpired && <Alert severity="warning">{t('twoFactor.expired')}</Alert>}
            {loginMessage && (
              <Alert severity="error">
                <MessageText message={loginMessage} />
                {accountLocked && (
                  <Box sx={{ mt: 1 }}>
                    {t.rich('signIn.unlock', {
                      link: (chunks) => (
                        <Link component={RouterLink} to={paths.unlock}>
                          {chunks}
                        </Link>
                      ),
                    })}
                  </Box>
                )}
              </Alert>
            )}
            <Field
              name="email"
              component={TextFieldAdapter}
              label={t('signIn.email')}
              type="email"
              autoComplete="email"
            />
            <Field
              name="password"
              component={PasswordFieldAdapter}
              label={t('signIn.password')}
              autoComplete="current-password"
            />
            <Link
              component="button"
              type="button"
              onClick={() => dispatch(forgotPasswordToggled(true))}
              sx={{ alignSelf: 'flex-end' }}
            >
              {t('signIn.forgotPassword')}
            </Link>
            <SubmitButton loading={loading} loadingLabel={t('signIn.submitting')}>
              {t('signIn.submit')}
            </SubmitButton>
          </ValidatedForm>
          <PasskeySignIn onSignedIn={goToDestination} />
        </>
      )}
    </>
  );
}
