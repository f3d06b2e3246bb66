import type { Passkey } from '../../api/types';
import { CodeConfirmDialog } from '../../components/CodeConfirmDialog';
import { useToast } from '../../components/Toasts';
import { useT } from '../../i18n';
import { passkeysMessages } from '../../i18n/namespaces/passkeys';
import { errorMessageOf } from '../../lib/apiError';
import { useRemovePasskeyMutation } from '../passkeys';
import { isReauthRequired, useRecentSignIn } from './useRecentSignIn';

/** The English text the tests quote (shown in the chosen language). */
export const PASSKEY_REMOVED_MESSAGE = passkeysMessages.en['remove.done'];

interface RemovePasskeyDialogProps {
  passkey: Passkey;
  /** The passkey is gone; the dialog closes next. */
  onRemoved: () => void;
  onClose: () => void;
}

/** Removing a passkey, behind a confirmation and a step-up (SPEC §12.5). */
export function RemovePasskeyDialog({ passkey, onRemoved, onClose }: RemovePasskeyDialogProps) {
  const t = useT(passkeysMessages);
  const showToast = useToast();
  const [remove, removing] = useRemovePasskeyMutation();
  const { withRecentSignIn, passwordDialog } = useRecentSignIn('removePasskey');
  // Asking for the password is the password dialog's business, not an error of this one.
  const error = isReauthRequired(removing.error) ? undefined : removing.error;

  const confirm = async () => {
    try {
      await withRecentSignIn((password) =>
        remove({ id: passkey.id, ...(password === undefined ? {} : { password }) }).unwrap(),
      );
    } catch {
      return; // shown by the dialog
    }
    showToast(t('remove.done'), { variant: 'success' });
    onRemoved();
    onClose();
  };

  return (
    <CodeConfirmDialog
      id="passkey-remove"
      title={t('remove.title', { name: passkey.name })}
      text={t('remove.text')}
      askForCode={false}
      confirmLabel={t('remove.confirm')}
      busyLabel={t('remove.busy')}
      destructive
      busy={removing.isLoading}
      error={error === undefined ? undefined : errorMessageOf(error)}
      onConfirm={confirm}
      onCancel={onClose}
      // The safe choice has the focus: Enter never removes by accident.
      focusCancelWithoutCode
      maxWidth="xs"
      fullWidth
      overlay={passwordDialog}
    />
  );
}
