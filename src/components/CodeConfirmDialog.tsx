import { useMemo, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Fingerprint from './icons/Fingerprint';
import type { FormApi } from 'final-form';
import { Field, Form } from 'react-final-form';
import type { PasskeyAssertion } from '../api/types';
import { useT } from '../i18n';
import { commonMessages } from '../i18n/namespaces/common';
import { passkeysMessages } from '../i18n/namespaces/passkeys';
import { readOneTimeCode } from '../lib/oneTimeCode';
import type { FormErrors, Validator } from '../lib/validation';
import { FormRulesStatus } from './form/FormRulesStatus';
import { visibleError } from './form/fieldState';
import {
  focusFirstInvalidField,
  heldForRules,
  submitFocusingFirstInvalid,
} from './form/focusFirstInvalidField';
import { OneTimeCodeField } from './OneTimeCodeField';

/**
 * The code's field in the form's values; what it holds goes to `onConfirm` read, not raw.
 * `factor` says which second factor this submit sends: the code is checked only for 'code'.
 */
interface CodeValue {
  code: string;
  factor: 'code' | 'passkey';
}

/** What a passkey's browser prompt gave: the assertion to send, or why there is none. */
export type PasskeyVerification = { assertion: PasskeyAssertion } | { failure: string };

/** A passkey that may answer in place of the code (SPEC §12.5), asked for on demand. */
export interface PasskeyFactor {
  verify: () => Promise<PasskeyVerification>;
}

const NO_FIELDS = {};

/** Which second factor the next submit sends (final-form's checks read it, see `check`). */
function chooseFactor<Values extends CodeValue>(
  form: FormApi<Values>,
  factor: CodeValue['factor'],
) {
  // final-form types `change` by the form's own values; `factor` is one of CodeValue's.
  (form as unknown as FormApi<CodeValue>).change('factor', factor);
}

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
  validate?: Validator<Fields>;
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
  /**
   * The code read as the server takes it (undefined when not asked or a passkey answered), the
   * other fields, and the passkey's assertion when it answered instead of the code.
   */
  onConfirm: (
    code: string | undefined,
    fields: Fields,
    passkey?: PasskeyAssertion,
  ) => void | Promise<void>;
  /**
   * With a code asked and a passkey on the account, "Use a passkey instead" confirms with it
   * (the other fields are checked as for the code).
   */
  passkey?: PasskeyFactor;
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
  passkey,
}: CodeConfirmDialogProps<Fields>) {
  const t = useT(commonMessages);
  const passkeyText = useT(passkeysMessages);
  const formId = `${id}-form`;
  const textId = `${id}-text`;
  const fields = initialValues ?? (NO_FIELDS as Fields);
  // Fixed while open: a new object would reset the form and lose what was typed.
  const initial = useMemo(() => ({ ...fields, code: '', factor: 'code' as const }), [fields]);
  // The browser's passkey prompt is open; its failure (a closed prompt) is said here.
  const [asking, setAsking] = useState(false);
  const [passkeyFailure, setPasskeyFailure] = useState<string | undefined>();
  const offerPasskey = askForCode && passkey !== undefined;
  const waiting = busy || asking;
  const check = (values: Fields & CodeValue): FormErrors => {
    const errors = validate ? validate(values) : {};
    if (!askForCode || values.factor === 'passkey') return errors;
    const { message: codeError } = readOneTimeCode(values.code ?? '', 'either');
    return codeError ? { ...errors, code: codeError } : errors;
  };
  const confirmWithPasskey = async (factor: PasskeyFactor, rest: Fields) => {
    setAsking(true);
    const answer = await factor.verify();
    setAsking(false);
    if ('failure' in answer) setPasskeyFailure(answer.failure);
    else await onConfirm(undefined, rest, answer.assertion);
  };
  const submit = (
    { code, factor, ...rest }: Fields & CodeValue,
    form: FormApi<Fields & CodeValue>,
  ) => {
    if (waiting) return undefined;
    setPasskeyFailure(undefined);
    if (factor === 'passkey' && passkey) {
      return confirmWithPasskey(passkey, rest as unknown as Fields).finally(() => {
        // Back to the code, untouched: the passkey's submit did not ask for it.
        chooseFactor(form, 'code');
        form.resetFieldState('code');
      });
    }
    const read = askForCode ? readOneTimeCode(code ?? '', 'either').code : undefined;
    return onConfirm(read, rest as unknown as Fields);
  };
  const cancel = () => {
    if (!waiting) onCancel();
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
              onSubmit={(event) => {
                // Enter and the confirm button send the code.
                chooseFactor(form, 'code');
                submitFocusingFirstInvalid(handleSubmit, form)(event);
              }}
              sx={{ pt: 1 }}
            >
              <FormRulesStatus validate={check} />
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
                      disabled={waiting}
                      autoFocus={focusCode}
                    />
                  )}
                </Field>
              )}
              {offerPasskey && (
                <Button
                  variant="outlined"
                  // aria-disabled, not disabled: the focus stays on it while the prompt is open.
                  aria-disabled={waiting}
                  startIcon={
                    asking ? (
                      <CircularProgress size={18} aria-label={passkeyText('verify.busy')} />
                    ) : (
                      <Fingerprint />
                    )
                  }
                  onClick={(event) => {
                    if (waiting) return;
                    // Not a submit button: Enter in a field must keep sending the code.
                    chooseFactor(form, 'passkey');
                    void handleSubmit();
                    const button = event.currentTarget;
                    if (heldForRules(form, button, () => button.click())) return;
                    const { hasValidationErrors, errors } = form.getState();
                    const formElement = button.form;
                    if (hasValidationErrors && formElement) {
                      focusFirstInvalidField(formElement, errors);
                    }
                  }}
                  sx={{ alignSelf: 'flex-start' }}
                >
                  {passkeyText('verify.use')}
                </Button>
              )}
              {passkeyFailure && <Alert severity="warning">{passkeyFailure}</Alert>}
              {error && <Alert severity="error">{error}</Alert>}
            </Stack>
          )}
        />
      </DialogContent>
      <DialogActions>
        <Button
          onClick={cancel}
          disabled={waiting}
          autoFocus={focusCancelWithoutCode && !askForCode}
        >
          {t('cancel')}
        </Button>
        <Button
          type="submit"
          form={formId}
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          disabled={waiting}
          startIcon={busy ? <CircularProgress size={18} aria-label={busyLabel} /> : null}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
      {overlay}
    </Dialog>
  );
}
