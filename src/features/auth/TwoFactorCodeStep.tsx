import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TWO_FACTOR_CHALLENGE_EXPIRED_CODE } from '../../api/types';
import { englishText, useT } from '../../i18n';
import { signInMessages } from '../../i18n/namespaces/signIn';
import { OneTimeCodeField } from '../../components/OneTimeCodeField';
import { SubmitButton } from '../../components/form/SubmitButton';
import { errorMessageOf } from '../../lib/apiError';
import { readOneTimeCode } from '../../lib/oneTimeCode';
import { useLoginWithCodeMutation } from '../session';

/** The English notice sign-in shows when the code step is over (the form shows it translated). */
export const CODE_EXPIRED_MESSAGE = englishText(signInMessages, 'twoFactor.expired');

/**
 * The server ended this sign-in attempt (expired, used, or out of tries): another code cannot
 * help, only the password step again. Told apart from a wrong code by the answer's `code`
 * (its message is in the user's language).
 */
function isChallengeOver(failure: unknown): boolean {
  if (typeof failure !== 'object' || failure === null) return false;
  const { status, data } = failure as { status?: unknown; data?: unknown };
  return (
    status === 401 &&
    typeof data === 'object' &&
    data !== null &&
    (data as { code?: unknown }).code === TWO_FACTOR_CHALLENGE_EXPIRED_CODE
  );
}

interface TwoFactorCodeStepProps {
  /** From the password step's answer; it names that sign-in attempt on the server. */
  challenge: string;
  email: string;
  /** The session has started (the session slice took the token, as after any login). */
  onSignedIn: () => void;
  /** The challenge expired or ran out of tries: only a new password step can go on. */
  onChallengeOver: () => void;
}

/**
 * Sign-in's second step (SPEC §11.4): the 6-digit code from the authenticator app, or one of
 * the recovery codes. A wrong code is a failed attempt shown here with the code kept; the
 * endpoint is public, so its 401 never reads as "session expired".
 */
export function TwoFactorCodeStep({
  challenge,
  email,
  onSignedIn,
  onChallengeOver,
}: TwoFactorCodeStepProps) {
  const t = useT(signInMessages);
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [loginWithCode, { isLoading, error, reset }] = useLoginWithCodeMutation();

  const switchKind = () => {
    setUseRecovery((recovery) => !recovery);
    setCode('');
    setCodeError(undefined);
    reset();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const read = readOneTimeCode(code, useRecovery ? 'recovery' : 'app');
    setCodeError(read.error);
    if (read.code === undefined) return;
    try {
      await loginWithCode({ challenge, code: read.code }).unwrap();
    } catch (failure) {
      if (isChallengeOver(failure)) onChallengeOver();
      return; // any other refusal is shown below, with the code kept
    }
    onSignedIn();
  };

  return (
    <Stack
      component="form"
      aria-label={t('twoFactor.form')}
      noValidate
      spacing={2.5}
      onSubmit={(event) => void submit(event)}
    >
      <Typography>
        {t(useRecovery ? 'twoFactor.recoveryPrompt' : 'twoFactor.appPrompt', { email })}
      </Typography>
      {error !== undefined && <Alert severity="error">{errorMessageOf(error)}</Alert>}
      <OneTimeCodeField
        key={useRecovery ? 'recovery' : 'app'}
        kind={useRecovery ? 'recovery' : 'app'}
        value={code}
        onChange={setCode}
        error={codeError}
        autoFocus
      />
      <Link component="button" type="button" onClick={switchKind} sx={{ alignSelf: 'flex-start' }}>
        {t(useRecovery ? 'twoFactor.useApp' : 'twoFactor.useRecovery')}
      </Link>
      <SubmitButton loading={isLoading} loadingLabel={t('twoFactor.submitting')}>
        {t('twoFactor.submit')}
      </SubmitButton>
    </Stack>
  );
}
