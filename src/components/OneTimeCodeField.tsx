import type { ReactNode } from 'react';
import { OutlinedTextField } from './form/OutlinedTextField';
import { isMessageRef, MessageText, useT, type MessageRef } from '../i18n';
import { formsMessages } from '../i18n/namespaces/forms';
import type { CodeKind } from '../lib/oneTimeCode';

const LABELS = {
  app: 'code.label.app',
  recovery: 'code.label.recovery',
  either: 'code.label.app',
} as const satisfies Record<CodeKind, string>;

const GUIDANCE = {
  app: 'code.guidance.app',
  recovery: 'code.guidance.recovery',
  either: 'code.guidance.either',
} as const satisfies Record<CodeKind, string>;

interface OneTimeCodeFieldProps {
  kind: CodeKind;
  value: string;
  onChange: (value: string) => void;
  /**
   * Shown under the field in place of the guidance, and marks it invalid: readOneTimeCode's
   * `message`, or text (a form's visible error).
   */
  error?: MessageRef | ReactNode;
  disabled?: boolean;
  autoFocus?: boolean;
  /** The form control's name, for forms that focus their first invalid field by name. */
  name?: string;
  onBlur?: () => void;
}

/**
 * The error in the guidance's place, laid over it in one grid cell: the helper text keeps the
 * height of the taller of the two, so an error appearing never moves the dialog's buttons. The
 * hidden guidance is out of the accessibility tree, so the error alone describes the field.
 */
function GuidanceOrError({ guidance, error }: { guidance: string; error: ReactNode }) {
  const shown = Boolean(error);
  return (
    <span style={{ display: 'grid' }}>
      <span style={{ gridArea: '1 / 1', visibility: shown ? 'hidden' : undefined }}>
        {guidance}
      </span>
      {shown && <span style={{ gridArea: '1 / 1' }}>{error}</span>}
    </span>
  );
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
  const t = useT(formsMessages);
  const shownError = isMessageRef(error) ? <MessageText message={error} /> : error;
  return (
    <OutlinedTextField
      label={t(LABELS[kind])}
      name={name}
      value={value}
      onBlur={onBlur}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(shownError)}
      helperText={<GuidanceOrError guidance={t(GUIDANCE[kind])} error={shownError} />}
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
