import { forwardRef, useId, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { styled } from '@mui/material/styles';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import type { OutlinedTextFieldProps as MuiOutlinedTextFieldProps } from '@mui/material/TextField';

/** The parts of the field a caller may dress, as MUI's TextField names them. */
export interface OutlinedTextFieldSlotProps {
  input?: Partial<OutlinedInputProps>;
  htmlInput?: InputBaseComponentProps;
  inputLabel?: Partial<InputLabelProps>;
  formHelperText?: Partial<FormHelperTextProps>;
}

export type OutlinedTextFieldProps = Omit<
  MuiOutlinedTextFieldProps,
  'select' | 'variant' | 'slots' | 'slotProps' | 'children' | 'helperText' | 'label'
> & {
  label?: ReactNode;
  helperText?: ReactNode;
  slotProps?: OutlinedTextFieldSlotProps;
};

/** TextField's own root: a FormControl named MuiTextField, so the theme's MuiTextField styles apply. */
const TextFieldRoot = styled(FormControl, { name: 'MuiTextField', slot: 'Root' })({});

/**
 * MUI's outlined TextField without its `select` mode. TextField imports Select for that mode,
 * and with it Menu, Popover, Modal and the filled and standard inputs — about 30 kB gzip on
 * every page with a form, none of it drawn by a text field. This renders what TextField
 * renders for an outlined text input (the same FormControl, label, notched input and helper
 * text, the same ids and `aria-describedby`, the same class names), so it looks, reads and
 * is found by label exactly as before. Fields that choose from a list keep MUI's TextField.
 */
export const OutlinedTextField = forwardRef<HTMLDivElement, OutlinedTextFieldProps>(
  function OutlinedTextField(
    {
      autoComplete,
      autoFocus = false,
      defaultValue,
      disabled = false,
      error = false,
      fullWidth = false,
      helperText,
      id: idOverride,
      inputRef,
      label,
      maxRows,
      minRows,
      multiline = false,
      name,
      onBlur,
      onChange,
      onFocus,
      placeholder,
      required = false,
      rows,
      slotProps = {},
      type,
      value,
      className,
      ...root
    },
    ref,
  ) {
    const generatedId = useId();
    const id = idOverride ?? generatedId;
    const helperTextId = helperText ? `${id}-helper-text` : undefined;
    const inputLabelId = label ? `${id}-label` : undefined;
    const { shrink } = slotProps.inputLabel ?? {};
    return (
      <TextFieldRoot
        {...root}
        ref={ref}
        className={['MuiTextField-root', className].filter(Boolean).join(' ')}
        disabled={disabled}
        error={error}
        fullWidth={fullWidth}
        required={required}
        variant="outlined"
      >
        {label != null && label !== '' && (
          <InputLabel htmlFor={id} id={inputLabelId} {...slotProps.inputLabel}>
            {label}
          </InputLabel>
        )}
        <OutlinedInput
          aria-describedby={helperTextId}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          defaultValue={defaultValue}
          fullWidth={fullWidth}
          multiline={multiline}
          name={name}
          rows={rows}
          maxRows={maxRows}
          minRows={minRows}
          type={type}
          value={value}
          id={id}
          inputRef={inputRef}
          onBlur={onBlur}
          onChange={onChange}
          onFocus={onFocus}
          placeholder={placeholder}
          inputProps={slotProps.htmlInput}
          label={label}
          {...(shrink === undefined ? {} : { notched: shrink })}
          {...slotProps.input}
        />
        {helperText && (
          <FormHelperText id={helperTextId} {...slotProps.formHelperText}>
            {helperText}
          </FormHelperText>
        )}
      </TextFieldRoot>
    );
  },
);
