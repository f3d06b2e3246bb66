import type { PasskeyAssertion } from '../../api/types';
import { CodeConfirmDialog } from '../../components/CodeConfirmDialog';
import { useToast } from '../../components/Toasts';
import { useT } from '../../i18n';
import { accountMessages } from '../../i18n/namespaces/account';
import { errorMessageOf } from '../../lib/apiError';
import { usePasskeyFactor } from '../passkeys';
import { useDisableTwoFactorMutation } from './twoFactorApi';
import { isReauthRequired, useRecentSignIn } from './useRecentSignIn';

/** The English text the SPEC names (shown in the chosen language). */
export const TWO_FACTOR_OFF_MESSAGE = accountMessages.en['disable.done'];

interface TwoFactorDisableDialogProps {
  /** 2FA is off now; the dialog closes next. */
  onDisabled: () => void;
  onClose: () => void;
}

/**
 * "Turn off": proves the second factor once more (an app or a recovery code, or a passkey)
 * before it goes, and the password too when the sign-in is not recent (SPEC §12.5).
 */
export function TwoFactorDisableDialog({ onDisabled, onClose }: TwoFactorDisableDialogProps) {
  const [disable, disabling] = useDisableTwoFactorMutation();
  const { withRecentSignIn, passwordDialog } = useRecentSignIn('disableTwoFactor');
  const t = useT(accountMessages);
  // Asking for the password is the password dialog's business, not an error of this one.
  const error = isReauthRequired(disabling.error) ? undefined : disabling.error;
  const showToast = useToast();
  const passkey = usePasskeyFactor();

  const confirm = async (
    code: string | undefined,
    _fields: unknown,
    assertion: PasskeyAssertion | undefined,
  ) => {
    // The dialog always asks for the code here, and confirms only with one that reads — or
    // with a passkey in its place (SPEC §12.5).
    if (code === undefined && assertion === undefined) return;
    try {
      await withRecentSignIn((password) =>
        disable({ code, passkey: assertion, password }).unwrap(),
      );
    } catch {
      return; // shown by the dialog; the typed code stays
    }
    showToast(t('disable.done'), { variant: 'success' });
    onDisabled();
    onClose();
  };

  return (
    <CodeConfirmDialog
      id="two-factor-off"
      title={t('disable.title')}
      text={t('disable.text')}
      askForCode
      confirmLabel={t('disable.confirm')}
      busyLabel={t('disable.busy')}
      destructive
      busy={disabling.isLoading}
      error={error === undefined ? undefined : errorMessageOf(error)}
      onConfirm={confirm}
      onCancel={onClose}
      maxWidth="xs"
      fullWidth
      overlay={passwordDialog}
      passkey={passkey}
    />
  );
}
