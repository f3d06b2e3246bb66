import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import type { FieldRenderProps } from 'react-final-form';
import { labelFor } from './fieldState';

type Props = FieldRenderProps<string, HTMLElement> & {
  label: string;
  autoComplete?: string;
  placeholder?: string;
  /** Standing guidance under the field, e.g. the password rules. */
  helperText?: string;
};

/** A password field with an accessible show/hide toggle. */
export function PasswordFieldAdapter({
  input,
  meta,
  label,
  autoComplete,
  placeholder,
  helperText,
}: Props) {
  const [visible, setVisible] = useState(false);
  const state = labelFor(label, meta);
  return (
    <TextField
      {...input}
      type={visible ? 'text' : 'password'}
      label={state.label}
      error={state.error}
      autoComplete={autoComplete}
      placeholder={placeholder}
      helperText={helperText}
      fullWidth
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? 'Hide password' : 'Show password'}
                aria-pressed={visible}
                onClick={() => setVisible((value) => !value)}
                edge="end"
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
