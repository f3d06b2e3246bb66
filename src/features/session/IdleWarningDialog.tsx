import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useT, type Translate } from '../../i18n';
import { sessionMessages } from '../../i18n/namespaces/session';

interface IdleWarningDialogProps {
  secondsLeft: number;
  onStay: () => void;
  onLogOut: () => void;
}

/**
 * Screen readers hear the dialog's description when it opens (focus lands on Stay signed in),
 * then only these moments: a live region that changed every second would talk over everything
 * the user tries to do in the last minute.
 */
function announcementFor(
  secondsLeft: number,
  t: Translate<keyof typeof sessionMessages.en>,
): string {
  if (secondsLeft <= 10) return t('idle.tenSecondsLeft');
  if (secondsLeft <= 30) return t('idle.thirtySecondsLeft');
  return '';
}

const srOnly = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** "Are you still there?" (SPEC §11.1). Closing it any other way also counts as being there. */
export default function IdleWarningDialog({
  secondsLeft,
  onStay,
  onLogOut,
}: IdleWarningDialogProps) {
  const t = useT(sessionMessages);
  return (
    <Dialog
      open
      onClose={onStay}
      aria-labelledby="idle-warning-title"
      aria-describedby="idle-warning-countdown"
    >
      <DialogTitle id="idle-warning-title">{t('idle.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="idle-warning-countdown">
          {t('idle.countdown', { seconds: secondsLeft })}
        </DialogContentText>
        <Box role="status" aria-live="polite" sx={srOnly}>
          {announcementFor(secondsLeft, t)}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onLogOut}>{t('idle.logOut')}</Button>
        {/* The safe answer takes the focus (a dialog must move focus inside it): a stray Enter
            keeps the session. */}
        <Button variant="contained" onClick={onStay} autoFocus>
          {t('idle.stay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
