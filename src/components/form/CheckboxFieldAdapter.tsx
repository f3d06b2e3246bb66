import { useId, type ReactNode } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import type { FieldRenderProps } from 'react-final-form';
import { visibleError } from './fieldState';
import { keepErrorLine } from './reservedHelperLine';

type Props = FieldRenderProps<boolean, HTMLElement> & { label: ReactNode };

/**
 * react-final-form ↔ MUI checkbox. Use with `type="checkbox"` on the Field. A checkbox's
 * label is a sentence (often with links), so its error shows beneath it; MUI does not tie a
 * checkbox to helper text itself, so the input gets `aria-invalid` and `aria-describedby`
 * here and keeps its label as its accessible name. The error's line is kept free, as under
 * every field.
 */
export function CheckboxFieldAdapter({ input, meta, label }: Props) {
  const helperTextId = useId();
  const message = visibleError(meta);
  const showError = message !== undefined;
  return (
    <FormControl error={showError} sx={keepErrorLine(showError)}>
      <FormControlLabel
        control={
          <Checkbox
            name={input.name}
            checked={Boolean(input.checked)}
            onChange={input.onChange}
            onBlur={input.onBlur}
            onFocus={input.onFocus}
            slotProps={{
              input: {
                'aria-invalid': showError || undefined,
                'aria-describedby': showError ? helperTextId : undefined,
              },
            }}
          />
        }
        label={label}
      />
      {showError && <FormHelperText id={helperTextId}>{message}</FormHelperText>}
    </FormControl>
  );
}
