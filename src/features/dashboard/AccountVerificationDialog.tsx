import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { config } from '../../config/config';
import { useT } from '../../i18n';
import { dashboardMessages } from '../../i18n/namespaces/dashboard';
import { buildMailto } from '../../lib/mailto';

interface AccountVerificationDialogProps {
  open: boolean;
  /** Shown in the e-mail subject so support can find the account. */
  username: string;
  email: string;
  onClose: () => void;
}

export function AccountVerificationDialog({
  open,
  username,
  email,
  onClose,
}: AccountVerificationDialogProps) {
  const t = useT(dashboardMessages);
  // The e-mail is the user's own: written in their language, the account named in the subject.
  const mailto = buildMailto({
    to: config.supportEmail,
    subject: t('verification.mailSubject', { username, email }),
    body: t('verification.mailBody'),
  });
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="verification-title">
      <DialogTitle id="verification-title">{t('verification.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t.rich('verification.text', {
            email: config.supportEmail,
            strong: (chunks) => <strong>{chunks}</strong>,
          })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('verification.later')}</Button>
        <Button variant="contained" href={mailto}>
          {t('verification.emailSupport')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
