import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface NotificationDialogProps {
  open: boolean;
  /** The operator's text. Rendered as text by React, never as HTML. */
  text: string;
  onOkay: () => void;
}

export function NotificationDialog({ open, text, onOkay }: NotificationDialogProps) {
  return (
    <Dialog open={open} onClose={onOkay} aria-labelledby="notification-title">
      <DialogTitle id="notification-title">Important Notification</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ whiteSpace: 'pre-line' }}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onOkay} autoFocus>
          Okay
        </Button>
      </DialogActions>
    </Dialog>
  );
}
