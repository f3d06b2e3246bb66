import { useMemo, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { Field, Form } from 'react-final-form';
import { useT } from '../i18n';
import { commonMessages } from '../i18n/namespaces/common';
import { readOneTimeCode } from '../lib/oneTimeCode';
import type { FormErrors } from '../lib/validation';
import { visibleError } from './form/fieldState';
import { submitFocusingFirstInvalid } from './form/focusFirstInvalidField';
import { OneTimeCodeField } from './OneTimeCodeField';

/** The code's field in the form's values; what it holds goes to `onConfirm` read, not raw. */
interface CodeValue {
  code: string;
}

const NO_FIELDS = {};

interface CodeConfirmDialogProps<Fields extends object> {
  /** Names the dialog's title, text and form: `${id}-title`, `${id}-text`, `${id}-form`. */
  id: string;
  /** The heading, which is the dialog's accessible name. */
  title: ReactNode;
  /** What is being confirmed, the dialog's description. */
  text?: ReactNode;
  /** More of the dialog between the text and the code: a review's figures, a form's fields. */
  children?: ReactNode;
  /** Ask for the second factor (two-factor authentication is on); the call then sends it. */
  askForCode: boolean;
  /**
   * The dialog's other fields (react-final-form `Field`s among `children`): their first values
   * (kept stable: a new object resets the form) and their checks.
   */
  initialValues?: Fields;
  validate?: (values: Fields) => FormErrors;
  /** The form's accessible name, when it should be a landmark of its own. */
  formLabel?: string;
  confirmLabel: string;
  /** What the button's spinner says while the call is on its way. */
  busyLabel: string;
  /** A change that takes something away (turning 2FA off, removing an address). */
  destructive?: boolean;
  /** The call is on its way: the dialog waits for it and cannot be closed. */
  busy: boolean;
  /** The server's refusal, shown in the dialog; everything typed stays for another try. */
  error?: string | undefined;
  /** The code read as the server takes it (undefined when not asked), and the other fields. */
  onConfirm: (code: string | undefined, fields: Fields) => void | Promise<void>;
  onCancel: () => void;
  /**
   * Without a code to type, Cancel may take the focus, so that Enter never confirms a
   * destructive change by accident. With a code, the code field takes it.
   */
  focusCancelWithoutCode?: boolean;
  /** Whether the code field takes the focus when the dialog opens (off when fields come first). */
  focusCode?: boolean;
  maxWidth?: 'xs' | 'sm';
  fullWidth?: boolean;
  /** Drawn over the dialog: the step-up password dialog of useRecentSignIn. */
  overlay?: ReactNode;
}

/**
 * The one dialog that confirms a change with the second factor (SPEC §11.4): turning 2FA off,
 * saving or removing a withdrawal address, confirming a withdrawal. With 2FA on it asks for "a
 * code" — from the authenticator app or a recovery code — checked as the user types once
 * touched (SPEC §9); a wrong code (403) is shown here with the code kept, as is any refusal.
 * Enter in a field confirms, as the button does.
 */
export function CodeConfirmDialog<Fields extends object = Record<string, never>>({
  id,
  title,
  text,
  children,
  askForCode,
  initialValues,
  validate,
  formLabel,
  confirmLabel,
  busyLabel,
  destructive = false,
  busy,
  error,
  onConfirm,
  onCancel,
  focusCancelWithoutCode = false,
  focusCode = true,
  maxWidth = 'sm',
  fullWidth = false,
  overlay,
}: CodeConfirmDialogProps<Fields>) {
  const t = useT(commonMessages);
  const formId = `${id}-form`;
  const textId = `${id}-text`;
  const fields = initialValues ?? (NO_FIELDS as Fields);
  // Fixed while open: a new object would reset the form and lose what was typed.
  const initial = useMemo(() => ({ ...fields, code: '' }), [fields]);
  const check = (values: Fields & CodeValue): FormErrors => {
    const errors = validate ? validate(values) : {};
    if (!askForCode) return errors;
    const { message: codeError } = readOneTimeCode(values.code ?? '', 'either');
    return codeError ? { ...errors, code: codeError } : errors;
  };
  const submit = ({ code, ...rest }: Fields & CodeValue) => {
    if (busy) return undefined;
    const read = askForCode ? readOneTimeCode(code ?? '', 'either').code : undefined;
    return onConfirm(read, rest as unknown as Fields);
  };
  const cancel = () => {
    if (!busy) onCancel();
  };

  return (
    <Dialog
      open
      onClose={cancel}
      fullWidth={fullWidth}
      maxWidth={maxWidth}
      aria-labelledby={`${id}-title`}
      aria-describedby={text === undefined ? undefined : textId}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <Form<Fields & CodeValue>
          onSubmit={submit}
          validate={check}
          initialValues={initial}
          render={({ handleSubmit, form }) => (
            <Stack
              component="form"
              id={formId}
              noValidate
              spacing={2}
              aria-label={formLabel}
              onSubmit={submitFocusingFirstInvalid(handleSubmit, form)}
              sx={{ pt: 1 }}
            >
              {text !== undefined && (
                <DialogContentText id={textId} sx={{ overflowWrap: 'anywhere' }}>
                  {text}
                </DialogContentText>
              )}
              {children}
              {askForCode && (
                <Field<string> name="code">
                  {({ input, meta }) => (
                    <OneTimeCodeField
                      kind="either"
                      name={input.name}
                      value={input.value}
                      onChange={input.onChange}
                      onBlur={input.onBlur}
                      error={visibleError(meta)}
                      disabled={busy}
                      autoFocus={focusCode}
                    />
                  )}
                </Field>
              )}
              {error && <Alert severity="error">{error}</Alert>}
            </Stack>
          )}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={cancel} disabled={busy} autoFocus={focusCancelWithoutCode && !askForCode}>
          {t('cancel')}
        </Button>
        <Button
          type="submit"
          form={formId}
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={18} aria-label={busyLabel} /> : null}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
      {overlay}
    </Dialog>
  );
}
