import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { FieldRenderProps } from 'react-final-form';
import { labelFor } from './fieldState';

export interface SelectOption {
  value: string;
  label: string;
}

type Props = FieldRenderProps<string, HTMLElement> & {
  label: string;
  options: readonly SelectOption[];
};

/** react-final-form ↔ MUI select (a TextField in select mode, so it has a real label). */
export function SelectFieldAdapter({ input, meta, label, options }: Props) {
  const state = labelFor(label, meta);
  return (
    <TextField {...input} select label={state.label} error={state.error} fullWidth>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
