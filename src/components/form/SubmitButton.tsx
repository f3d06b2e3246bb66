import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

interface SubmitButtonProps {
  /** True while the request this button sent is in flight. */
  loading: boolean;
  /** What the spinner announces, e.g. "Signing in". */
  loadingLabel: string;
  children: ReactNode;
}

/**
 * A form's primary button: disabled with a labelled spinner while its request is in flight,
 * so a double click cannot send the form twice.
 */
export function SubmitButton({ loading, loadingLabel, children }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      disabled={loading}
      startIcon={loading ? <CircularProgress size={18} aria-label={loadingLabel} /> : null}
    >
      {children}
    </Button>
  );
}
