import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { FieldRenderProps } from 'react-final-form';
import { fieldStateOf } from './fieldState';
import { keepErrorLine } from './reservedHelperLine';

export interface SelectOption {
  value: string;
  label: string;
}

type Props = FieldRenderProps<string, HTMLElement> & {
  label: string;
  options: readonly SelectOption[];
};

/**
 * react-final-form ↔ MUI select (a TextField in select mode, so it has a real label). A
 * touched field's error is helper text that MUI ties to the combobox with aria-describedby, in
 * a line kept free for it.
 */
export function SelectFieldAdapter({ input, meta, label, options }: Props) {
  const state = fieldStateOf(meta);
  return (
    <TextField
      {...input}
      select
      label={label}
      error={state.error}
      helperText={state.helperText}
      sx={keepErrorLine(state.error)}
      fullWidth
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
