import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { OutlinedTextField } from './OutlinedTextField';
import Visibility from '../icons/Visibility';
import VisibilityOff from '../icons/VisibilityOff';
import type { FieldRenderProps } from 'react-final-form';
import { useT } from '../../i18n';
import { formsMessages } from '../../i18n/namespaces/forms';
import { fieldStateOf } from './fieldState';
import { keepErrorLine } from './reservedHelperLine';

type Props = FieldRenderProps<string, HTMLElement> & {
  label: string;
  autoComplete?: string;
  placeholder?: string;
  /** Standing guidance under the field (e.g. the password rules), kept below an error. */
  helperText?: string;
};

/**
 * A password field with an accessible show/hide toggle; like every adapter it keeps its label
 * and shows a touched field's error as the helper text that describes it, in a line kept free
 * for it.
 */
export function PasswordFieldAdapter({
  input,
  meta,
  label,
  autoComplete,
  placeholder,
  helperText,
}: Props) {
  const t = useT(formsMessages);
  const [visible, setVisible] = useState(false);
  const state = fieldStateOf(meta, helperText);
  return (
    <OutlinedTextField
      {...input}
      type={visible ? 'text' : 'password'}
      label={label}
      error={state.error}
      autoComplete={autoComplete}
      placeholder={placeholder}
      helperText={state.helperText}
      sx={keepErrorLine(state.error, { belowHelperText: Boolean(state.helperText) })}
      fullWidth
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={t(visible ? 'password.hide' : 'password.show')}
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
