import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** A failed load, said plainly, with a Retry that repeats the real request (SPEC §0.5). */
export function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
