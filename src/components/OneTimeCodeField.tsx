import TextField from '@mui/material/TextField';
import type { CodeKind } from '../lib/oneTimeCode';

const LABELS: Record<CodeKind, string> = {
  app: 'Authentication code',
  recovery: 'Recovery code',
  either: 'Authentication code',
};

const GUIDANCE: Record<CodeKind, string> = {
  app: 'The 6-digit code your authenticator app shows now.',
  recovery: 'One of the recovery codes you saved; each works once.',
  either: 'The 6-digit code from your authenticator app, or one of your recovery codes.',
};

interface OneTimeCodeFieldProps {
  kind: CodeKind;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field in place of the guidance, and marks it invalid. */
  error?: string | undefined;
  disabled?: boolean;
  autoFocus?: boolean;
  /** The form control's name, for forms that focus their first invalid field by name. */
  name?: string;
  onBlur?: () => void;
}

/**
 * Where a second-factor code is typed (SPEC §11.4). An app code gets the number pad and the
 * browser's one-time-code autofill; the field takes a pasted code whole, spaces and all (the
 * reader strips them), so no length limit cuts a paste short.
 */
export function OneTimeCodeField({
  kind,
  value,
  onChange,
  error,
  disabled,
  autoFocus,
  name,
  onBlur,
}: OneTimeCodeFieldProps) {
  return (
    <TextField
      label={LABELS[kind]}
      name={name}
      value={value}
      onBlur={onBlur}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? GUIDANCE[kind]}
      disabled={disabled}
      autoFocus={autoFocus}
      fullWidth
      autoComplete={kind === 'recovery' ? 'off' : 'one-time-code'}
      slotProps={{
        htmlInput: {
          inputMode: kind === 'app' ? 'numeric' : 'text',
          spellCheck: false,
          autoCapitalize: 'none',
        },
      }}
    />
  );
}
