import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useT } from '../i18n';
import { commonMessages } from '../i18n/namespaces/common';

interface RetryAlertProps {
  message: string;
  onRetry: () => void;
  /** The retry is under way: the button waits for it. */
  retrying?: boolean;
}

/** A failed load, said plainly, with a Retry that repeats the real request (SPEC §0.5). */
export function RetryAlert({ message, onRetry, retrying = false }: RetryAlertProps) {
  const t = useT(commonMessages);
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
          {t('retry')}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
