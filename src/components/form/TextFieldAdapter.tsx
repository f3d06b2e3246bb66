import { OutlinedTextField, type OutlinedTextFieldProps } from './OutlinedTextField';
import type { FieldRenderProps } from 'react-final-form';
import { fieldStateOf } from './fieldState';
import { keepErrorLine } from './reservedHelperLine';

type Props = FieldRenderProps<string, HTMLElement> &
  Omit<OutlinedTextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error'> & {
    label: string;
  };

/**
 * react-final-form ↔ MUI TextField. The label stays; a touched field's error shows as helper
 * text that describes it (`helperText` here is standing guidance, kept below the error), in a
 * line kept free for it so the form below never moves.
 */
export function TextFieldAdapter({ input, meta, label, helperText, sx, ...rest }: Props) {
  const state = fieldStateOf(meta, helperText);
  return (
    <OutlinedTextField
      {...rest}
      {...input}
      label={label}
      error={state.error}
      helperText={state.helperText}
      sx={keepErrorLine(state.error, { belowHelperText: Boolean(state.helperText), sx })}
      fullWidth={rest.fullWidth ?? true}
    />
  );
}

/** A date field's props: the browser's date input, its label kept above the dd/mm/yyyy placeholder. */
export const DATE_FIELD_PROPS = {
  type: 'date',
  slotProps: { inputLabel: { shrink: true } },
} as const;
