import type { Passkey } from '../../api/types';
import { useToast } from '../../components/Toasts';
import { useT } from '../../i18n';
import { passkeysMessages } from '../../i18n/namespaces/passkeys';
import { errorMessageOf } from '../../lib/apiError';
import { useRenamePasskeyMutation } from '../passkeys';
import { PasskeyNameDialog } from './PasskeyNameDialog';

/** Renames a passkey; a refusal is shown in the dialog with the new name kept. */
export function RenamePasskeyDialog({
  passkey,
  onClose,
}: {
  passkey: Passkey;
  onClose: () => void;
}) {
  const t = useT(passkeysMessages);
  const showToast = useToast();
  const [rename, { isLoading, error }] = useRenamePasskeyMutation();

  const save = async (name: string) => {
    try {
      await rename({ id: passkey.id, name }).unwrap();
    } catch {
      return; // shown from the mutation's error
    }
    showToast(t('rename.done'), { variant: 'success' });
    onClose();
  };

  return (
    <PasskeyNameDialog
      id="passkey-rename"
      title={t('rename.title')}
      initialName={passkey.name}
      confirmLabel={t('rename.confirm')}
      busyLabel={t('rename.busy')}
      busy={isLoading}
      failure={error ? { message: errorMessageOf(error), severity: 'error' } : undefined}
      onSubmit={(name) => void save(name)}
      onCancel={onClose}
    />
  );
}
