import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useToast } from '../../components/Toasts';
import { errorMessageOf } from '../../lib/apiError';
import { useSignOutOtherSessionsMutation } from './securityApi';

export const SIGN_OUT_OTHERS_LABEL = 'Sign out other sessions';
export const OTHERS_SIGNED_OUT_MESSAGE = 'Your other sessions have been signed out.';

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

  const signOut = async () => {
    try {
      await signOutOthers().unwrap();
    } catch (failure) {
      showToast(`Could not sign out your other sessions. ${errorMessageOf(failure)}`, {
        variant: 'error',
      });
      return;
    }
    showToast(OTHERS_SIGNED_OUT_MESSAGE, { variant: 'success' });
    onDone();
  };

  return (
    <Alert severity="info" onClose={isLoading ? undefined : onDone} closeText="Dismiss">
      Browsers that were signed in before this change stay signed in.
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
            isLoading ? (
              <CircularProgress size={16} aria-label="Signing out other sessions" />
            ) : null
          }
        >
          {SIGN_OUT_OTHERS_LABEL}
        </Button>
      </div>
    </Alert>
  );
}
