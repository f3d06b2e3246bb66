import { useState } from 'react';
import { useToast } from '../../components/Toasts';
import { useT } from '../../i18n';
import { accountMessages } from '../../i18n/namespaces/account';
import { passkeysMessages } from '../../i18n/namespaces/passkeys';
import { errorMessageOf } from '../../lib/apiError';
import {
  createPasskey,
  promptFailure,
  useRegisterPasskeyMutation,
  useStartPasskeyRegistrationMutation,
} from '../passkeys';
import { deviceLabel } from './deviceLabel';
import { PasskeyNameDialog, type PasskeyFailure } from './PasskeyNameDialog';
import { useGetActiveSessionsQuery } from './securityApi';
import { isReauthRequired, useRecentSignIn } from './useRecentSignIn';

/** The English text the tests quote (shown in the chosen language). */
export const PASSKEY_ADDED_MESSAGE = passkeysMessages.en['add.done'];

interface AddPasskeyDialogProps {
  /** The passkey is saved; the dialog closes next. */
  onAdded: () => void;
  onClose: () => void;
}

/**
 * "Add a passkey" (SPEC §12.5): a name (this browser and system to start with), then the
 * server's options — behind a step-up — the browser's prompt, and the new credential sent back.
 * Whatever fails, the dialog stays with the name typed, and says why.
 *
 * The name to start with is this session's row of Active sessions, read by the server from the
 * User-Agent this browser signed in with: the list is on the same page, so it is normally in the
 * cache already, and the browser needs no User-Agent parser. Without it the field starts empty.
 */
export function AddPasskeyDialog({ onAdded, onClose }: AddPasskeyDialogProps) {
  const t = useT(passkeysMessages);
  const account = useT(accountMessages);
  const showToast = useToast();
  const [startRegistration] = useStartPasskeyRegistrationMutation();
  const [register] = useRegisterPasskeyMutation();
  const { withRecentSignIn, passwordDialog } = useRecentSignIn('addPasskey');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<PasskeyFailure | undefined>();
  const { thisDevice } = useGetActiveSessionsQuery(undefined, {
    selectFromResult: ({ data }) => ({
      thisDevice: data?.sessions.find((session) => session.current)?.device,
    }),
  });
  const [initialName] = useState(() => (thisDevice ? deviceLabel(thisDevice, account) : ''));

  const fail = (message: string, severity: PasskeyFailure['severity'] = 'error') => {
    setFailure({ message, severity });
    setBusy(false);
  };

  const add = async (name: string) => {
    setBusy(true);
    setFailure(undefined);
    let ceremony;
    try {
      ceremony = await withRecentSignIn((password) =>
        startRegistration(password === undefined ? {} : { password }).unwrap(),
      );
    } catch (refusal) {
      // Cancelling the password dialog is no failure: the dialog simply waits again.
      if (isReauthRequired(refusal)) setBusy(false);
      else fail(errorMessageOf(refusal));
      return;
    }
    let credential;
    try {
      credential = await createPasskey(ceremony);
    } catch (error) {
      const why = promptFailure(error);
      if (why === 'dismissed') fail(t('add.dismissed'), 'info');
      else fail(t(why === 'alreadyRegistered' ? 'add.alreadyRegistered' : 'add.failed'));
      return;
    }
    try {
      await register({ challengeId: ceremony.challengeId, name, credential }).unwrap();
    } catch (refusal) {
      fail(errorMessageOf(refusal));
      return;
    }
    showToast(t('add.done'), { variant: 'success' });
    onAdded();
    onClose();
  };

  return (
    <PasskeyNameDialog
      id="passkey-add"
      title={t('add.title')}
      text={t('add.text')}
      initialName={initialName}
      confirmLabel={t('add.confirm')}
      busyLabel={t('add.busy')}
      busy={busy}
      failure={failure}
      onSubmit={(name) => void add(name)}
      onCancel={onClose}
      overlay={passwordDialog}
    />
  );
}
