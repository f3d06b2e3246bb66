import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useT } from '../../i18n';
import { dashboardMessages } from '../../i18n/namespaces/dashboard';

interface NotificationDialogProps {
  open: boolean;
  /** The operator's text. Rendered as text by React, never as HTML. */
  text: string;
  onOkay: () => void;
}

export function NotificationDialog({ open, text, onOkay }: NotificationDialogProps) {
  const t = useT(dashboardMessages);
  return (
    <Dialog open={open} onClose={onOkay} aria-labelledby="notification-title">
      <DialogTitle id="notification-title">{t('notification.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ whiteSpace: 'pre-line' }}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onOkay} autoFocus>
          {t('notification.okay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
