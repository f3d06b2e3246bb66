import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { config } from '../../config/config';
import { buildMailto } from '../../lib/mailto';

interface AccountVerificationDialogProps {
  open: boolean;
  /** Shown in the e-mail subject so support can find the account. */
  username: string;
  email: string;
  onClose: () => void;
}

export function verificationMailto(username: string, email: string): string {
  return buildMailto({
    to: config.supportEmail,
    subject: `Account Verification: ${username} (${email})`,
    body: 'Please find a photo of my government-issued ID attached.',
  });
}

export function AccountVerificationDialog({
  open,
  username,
  email,
  onClose,
}: AccountVerificationDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="verification-title">
      <DialogTitle id="verification-title">Account Verification</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Your account is not verified yet. To verify it, e-mail a clear photo of a
          government-issued ID (passport, national ID card or driving licence) to{' '}
          <strong>{config.supportEmail}</strong> with your username in the subject.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Later</Button>
        <Button variant="contained" href={verificationMailto(username, email)}>
          E-mail support
        </Button>
      </DialogActions>
    </Dialog>
  );
}
