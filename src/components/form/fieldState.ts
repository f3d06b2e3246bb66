import type { FieldMetaState } from 'react-final-form';

/**
 * SPEC §9: once a field is touched, its error text replaces its label. Returns the label to
 * show and whether the field is in error.
 */
export function labelFor(label: string, meta: FieldMetaState<unknown>) {
  const message = typeof meta.error === 'string' ? meta.error : undefined;
  const showError = Boolean(meta.touched && message);
  return { label: showError ? (message as string) : label, error: showError };
}
