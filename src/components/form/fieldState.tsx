import type { ReactNode } from 'react';
import type { FieldMetaState } from 'react-final-form';
import { isMessageRef, MessageText } from '../../i18n';

export interface FieldState {
  /** True once the field is touched and invalid: MUI then sets `aria-invalid="true"`. */
  error: boolean;
  /**
   * What shows under the field as MUI helper text, which MUI ties to the input with
   * `aria-describedby`; undefined when there is nothing to say, so no empty description.
   */
  helperText: ReactNode;
}

/**
 * The validation message a field shows, only once the user has touched it: a schema's
 * `messageRef` in the language chosen, or plain text as it is.
 */
export function visibleError(meta: FieldMetaState<unknown>): ReactNode {
  if (!meta.touched) return undefined;
  const error: unknown = meta.error;
  if ((typeof error === 'string' && error !== '') || isMessageRef(error)) {
    return <MessageText message={error} />;
  }
  return undefined;
}

/**
 * SPEC §9: once a field is touched, its error shows under it as helper text while the field
 * keeps its label, so its accessible name never changes and the error becomes its
 * description. Standing guidance (e.g. why a withdrawal cannot be sent) stays below the
 * error rather than being hidden by it.
 */
export function fieldStateOf(meta: FieldMetaState<unknown>, guidance?: ReactNode): FieldState {
  const message = visibleError(meta);
  if (message === undefined) return { error: false, helperText: guidance || undefined };
  return {
    error: true,
    helperText: guidance ? (
      <>
        <span style={{ display: 'block' }}>{message}</span>
        <span style={{ display: 'block' }}>{guidance}</span>
      </>
    ) : (
      message
    ),
  };
}
