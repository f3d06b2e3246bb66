import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useToast } from '../../components/Toasts';
import { errorMessageOf } from '../../lib/apiError';
import { useT } from '../../i18n';
import { accountMessages } from '../../i18n/namespaces/account';
import { useSignOutOtherSessionsMutation } from './securityApi';

/** The English texts the SPEC names (shown in the chosen language). */
export const SIGN_OUT_OTHERS_LABEL = accountMessages.en['others.signOut'];
export const OTHERS_SIGNED_OUT_MESSAGE = accountMessages.en['others.done'];

interface SignOutOtherSessionsProps {
  /** The offer is over: taken (the sessions have ended) or dismissed. */
  onDone: () => void;
}

/**
 * Offered after a sign-in factor changes (SPEC §12.5): browsers signed in before the change
 * stay signed in until they are signed out, and this ends them all at once — this one stays.
 */
export function SignOutOtherSessions({ onDone }: SignOutOtherSessionsProps) {
  const [signOutOthers, { isLoading }] = useSignOutOtherSessionsMutation();
  const showToast = useToast();
  const t = useT(accountMessages);

  const signOut = async () => {
    try {
      await signOutOthers().unwrap();
    } catch (failure) {
      showToast(t('others.failed', { reason: errorMessageOf(failure) }), { variant: 'error' });
      return;
    }
    showToast(t('others.done'), { variant: 'success' });
    onDone();
  };

  return (
    <Alert severity="info" onClose={isLoading ? undefined : onDone} closeText={t('others.dismiss')}>
      {t('others.text')}
      <div>
        <Button
          variant="outlined"
          size="small"
          sx={{ mt: 1 }}
          aria-disabled={isLoading}
          onClick={() => {
            if (!isLoading) void signOut();
          }}
          startIcon={
            isLoading ? <CircularProgress size={16} aria-label={t('others.signingOut')} /> : null
          }
        >
          {t('others.signOut')}
        </Button>
      </div>
    </Alert>
  );
}
