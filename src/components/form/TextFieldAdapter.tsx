import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FieldRenderProps } from 'react-final-form';
import { labelFor } from './fieldState';

type Props = FieldRenderProps<string, HTMLElement> &
  Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error'> & {
    label: string;
  };

/** react-final-form ↔ MUI TextField, with the error-replaces-label rule. */
export function TextFieldAdapter({ input, meta, label, ...rest }: Props) {
  const state = labelFor(label, meta);
  return (
    <TextField
      {...rest}
      {...input}
      label={state.label}
      error={state.error}
      fullWidth={rest.fullWidth ?? true}
    />
  );
}
