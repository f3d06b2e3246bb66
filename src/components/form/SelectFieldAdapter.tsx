import type { FieldRenderProps } from 'react-final-form';
import { fieldStateOf } from './fieldState';
import { NativeSelectField } from './NativeSelectField';
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
 * react-final-form ↔ a native select in MUI's outlined look (NativeSelectField, so it has a
 * real label). A touched field's error is helper text tied to the select with
 * aria-describedby, in a line kept free for it.
 */
export function SelectFieldAdapter({ input, meta, label, options }: Props) {
  const state = fieldStateOf(meta);
  return (
    <NativeSelectField
      {...input}
      label={label}
      error={state.error}
      helperText={state.helperText}
      sx={keepErrorLine(state.error)}
      fullWidth
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </NativeSelectField>
  );
}
