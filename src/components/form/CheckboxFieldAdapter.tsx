import type { ReactNode } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import type { FieldRenderProps } from 'react-final-form';

type Props = FieldRenderProps<boolean, HTMLElement> & { label: ReactNode };

/**
 * react-final-form ↔ MUI checkbox. Use with `type="checkbox"` on the Field. A checkbox's
 * label is a sentence (often with links), so its error shows beneath it instead.
 */
export function CheckboxFieldAdapter({ input, meta, label }: Props) {
  const message = typeof meta.error === 'string' ? meta.error : undefined;
  const showError = Boolean(meta.touched && message);
  return (
    <FormControl error={showError}>
      <FormControlLabel
        control={
          <Checkbox
            name={input.name}
            checked={Boolean(input.checked)}
            onChange={input.onChange}
            onBlur={input.onBlur}
            onFocus={input.onFocus}
          />
        }
        label={label}
      />
      {showError && <FormHelperText>{message}</FormHelperText>}
    </FormControl>
  );
}
