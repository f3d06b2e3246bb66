import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { TwoFactorSetupResponse } from '../../api/types';
import { config } from '../../config/config';
import { OneTimeCodeField } from '../../components/OneTimeCodeField';
import { RetryAlert } from '../../components/RetryAlert';
import { useT } from '../../i18n';
import { accountMessages, type AccountKey } from '../../i18n/namespaces/account';
import { commonMessages } from '../../i18n/namespaces/common';
import { errorMessageOf } from '../../lib/apiError';
import { readOneTimeCode } from '../../lib/oneTimeCode';
import { TwoFactorRecoveryCodes } from './TwoFactorRecoveryCodes';
import { TwoFactorSecretStep } from './TwoFactorSecretStep';
import { useEnableTwoFactorMutation } from './twoFactorApi';
import { isReauthRequired, useRecentSignIn } from './useRecentSignIn';

const SETUP_STEPS: readonly AccountKey[] = [
  'setup.step.scan',
  'setup.step.code',
  'setup.step.save',
];

/** Where `POST /auth/2fa/setup` stands; the caller owns that call (one per click, see there). */
export interface SetupState {
  data: TwoFactorSetupResponse | undefined;
  error: unknown;
  onRetry: () => void;
}

interface TwoFactorSetupDialogProps {
  setup: SetupState;
  email: string | undefined;
  /** 2FA is on now (the recovery codes show next). */
  onEnabled: () => void;
  onClose: () => void;
}

/**
 * "Turn on two-factor authentication" (SPEC §11.4): scan, confirm with a code, save the
 * recovery codes. Mounted only while open: closing unmounts it, and with it the enable
 * mutation's result (the recovery codes) and everything typed, so nothing shows them again.
 */
export function TwoFactorSetupDialog({
  setup,
  email,
  onEnabled,
  onClose,
}: TwoFactorSetupDialogProps) {
  const [step, setStep] = useState(0);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [saved, setSaved] = useState(false);
  const [enable, enabling] = useEnableTwoFactorMutation();
  const { withRecentSignIn, passwordDialog } = useRecentSignIn('enableTwoFactor');
  const t = useT(accountMessages);
  const common = useT(commonMessages);
  const recoveryCodes = enabling.data?.recoveryCodes;
  // Asking for the password is the password dialog's business, not an error of this one.
  const enableError = isReauthRequired(enabling.error) ? undefined : enabling.error;

  // Once 2FA is on, the dialog closes only through Done, after the user confirms the codes
  // are saved: Escape or a click beside it must not lose them.
  const canClose = !enabling.isLoading && (!recoveryCodes || saved);
  const close = () => {
    if (canClose) onClose();
  };

  const confirmCode = async (event: FormEvent) => {
    event.preventDefault();
    const read = readOneTimeCode(code, 'app');
    setCodeError(read.error);
    if (read.code === undefined) return;
    const typed = read.code;
    try {
      // The code goes again with the password when a step-up asks for it, so nothing typed
      // here is lost (SPEC §12.5).
      await withRecentSignIn((password) => enable({ code: typed, password }).unwrap());
    } catch {
      // Shown from the mutation's error below; the typed code stays to be corrected.
      return;
    }
    setStep(2);
    onEnabled();
  };

  return (
    <Dialog open onClose={close} fullWidth maxWidth="sm" aria-labelledby="two-factor-setup-title">
      <DialogTitle id="two-factor-setup-title">{t('setup.title')}</DialogTitle>
      <DialogContent>
        <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
          {SETUP_STEPS.map((label) => (
            <Step key={label}>
              <StepLabel>{t(label)}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {step === 0 &&
          (setup.data ? (
            <TwoFactorSecretStep setup={setup.data} />
          ) : setup.error ? (
            <RetryAlert
              message={t('setup.startFailed', { reason: errorMessageOf(setup.error) })}
              onRetry={setup.onRetry}
            />
          ) : (
            <Stack spacing={2} role="progressbar" aria-label={t('setup.preparing')}>
              <Skeleton variant="rectangular" width={192} height={192} />
              <Skeleton variant="text" width="60%" />
            </Stack>
          ))}
        {step === 1 && (
          <Stack
            component="form"
            id="two-factor-confirm-form"
            noValidate
            spacing={2}
            onSubmit={(event) => void confirmCode(event)}
          >
            <Typography>
              {t('setup.enterCode', { account: email ?? config.productName })}
            </Typography>
            <OneTimeCodeField
              kind="app"
              value={code}
              onChange={setCode}
              error={codeError}
              disabled={enabling.isLoading}
              autoFocus
            />
            {enableError !== undefined && (
              <Alert severity="error">{errorMessageOf(enableError)}</Alert>
            )}
          </Stack>
        )}
        {step === 2 && recoveryCodes && (
          <TwoFactorRecoveryCodes
            codes={recoveryCodes}
            email={email}
            saved={saved}
            onSavedChange={setSaved}
          />
        )}
      </DialogContent>
      <DialogActions>
        {step < 2 && (
          <Button onClick={close} disabled={enabling.isLoading}>
            {common('cancel')}
          </Button>
        )}
        {step === 0 && (
          <Button variant="contained" disabled={!setup.data} onClick={() => setStep(1)}>
            {t('setup.next')}
          </Button>
        )}
        {step === 1 && (
          <>
            <Button onClick={() => setStep(0)} disabled={enabling.isLoading}>
              {t('setup.back')}
            </Button>
            <Button
              type="submit"
              form="two-factor-confirm-form"
              variant="contained"
              disabled={enabling.isLoading}
              startIcon={
                enabling.isLoading ? (
                  <CircularProgress size={18} aria-label={t('setup.checking')} />
                ) : null
              }
            >
              {t('setup.turnOn')}
            </Button>
          </>
        )}
        {step === 2 && (
          <Button variant="contained" disabled={!saved} onClick={close}>
            {t('setup.done')}
          </Button>
        )}
      </DialogActions>
      {passwordDialog}
    </Dialog>
  );
}
