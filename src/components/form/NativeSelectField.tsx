import { forwardRef, type ChangeEventHandler, type ReactNode } from 'react';
import ArrowDropDown from '../icons/ArrowDropDown';
import { styled } from '@mui/material/styles';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import { OutlinedTextField, type OutlinedTextFieldProps } from './OutlinedTextField';

/**
 * The select as MUI's outlined NativeSelect draws it: the browser's arrow hidden, and room on
 * the right for the field's own (the outlined input's 14 px padding would put the text under it).
 */
const Select = styled('select')(({ theme }) => ({
  appearance: 'none',
  // Quick clicks would otherwise select the shown text, which a select cannot have.
  userSelect: 'none',
  cursor: 'pointer',
  borderRadius: theme.shape.borderRadius,
  '&:disabled': { cursor: 'default' },
  // The open list's background follows the colour scheme.
  '& option, & optgroup': { backgroundColor: theme.palette.background.paper },
  // Outranks the outlined input's own padding, as MUI's does.
  '&&&': { paddingRight: 32 },
}));

/** MUI's select arrow (24 px), over the select's right edge; clicks pass through to the select. */
const Arrow = styled(ArrowDropDown)(({ theme }) => ({
  position: 'absolute',
  right: 7,
  top: 'calc(50% - .5em)',
  pointerEvents: 'none',
  color: theme.palette.action.active,
  'select:disabled + &': { color: theme.palette.action.disabled },
}));

/** The outlined input's `inputComponent`: the select, and the arrow beside it in the input. */
const SelectWithArrow = forwardRef<HTMLSelectElement, InputBaseComponentProps>(
  function SelectWithArrow(props, ref) {
    return (
      <>
        <Select ref={ref} {...props} />
        <Arrow />
      </>
    );
  },
);

export type NativeSelectFieldProps = Omit<
  OutlinedTextFieldProps,
  'type' | 'multiline' | 'rows' | 'minRows' | 'maxRows' | 'placeholder' | 'value' | 'onChange'
> & {
  /** The chosen option's value; '' while nothing is chosen. */
  value?: string;
  onChange?: ChangeEventHandler<HTMLSelectElement>;
  /** The `<option>`s to choose from. */
  children: ReactNode;
};

/**
 * An outlined select on the browser's own `<select>`: OutlinedTextField's label, notched input
 * and helper text (so the same ids, `aria-describedby` and `aria-invalid`, and a name from the
 * label), with a native select as the input. MUI's TextField `select` would bring Select, Menu,
 * Popover, Modal, the focus trap, transitions and the other inputs — over 20 kB gzip on every
 * page with a choice in a form — to draw a list the browser draws by itself, keyboard and
 * screen readers included. A native select always shows a value, so its label always sits
 * above; while the value is '' a hidden empty option is the one shown, so the field can start
 * unchosen.
 */
export const NativeSelectField = forwardRef<HTMLDivElement, NativeSelectFieldProps>(
  function NativeSelectField({ children, value, onChange, slotProps = {}, ...field }, ref) {
    return (
      <OutlinedTextField
        {...field}
        ref={ref}
        value={value}
        // The input is a select, so its change events are a select's.
        onChange={onChange as OutlinedTextFieldProps['onChange']}
        slotProps={{
          ...slotProps,
          inputLabel: { shrink: true, ...slotProps.inputLabel },
          input: { inputComponent: SelectWithArrow, ...slotProps.input },
          htmlInput: {
            // InputBase gives its input `type="text"`, which a select has no use for.
            type: undefined,
            ...slotProps.htmlInput,
            children: (
              <>
                {value === '' && <option value="" disabled hidden />}
                {children}
              </>
            ),
          },
        }}
      />
    );
  },
);
