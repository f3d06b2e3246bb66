import { render, screen } from '@testing-library/react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { ComponentProps, ReactElement } from 'react';
import { OutlinedTextField } from '../OutlinedTextField';

type Props = ComponentProps<typeof OutlinedTextField>;

/** The markup a field renders, its generated ids made comparable. */
function markupOf(ui: ReactElement): string {
  const { container, unmount } = render(ui);
  const html = container.innerHTML;
  unmount();
  return html;
}

/**
 * OutlinedTextField stands in for MUI's TextField (outlined, not a select) so that a page with a
 * form does not carry Select, Menu, Popover and Modal. It must render what TextField renders —
 * the same elements, classes, label and helper-text ids and ARIA — or forms would look and read
 * differently. Each case renders both with the same props and compares the markup.
 */
const CASES: Record<string, Props> = {
  'a labelled field': { id: 'f', label: 'Email', name: 'email', value: '', onChange: () => {} },
  'an error with its helper text': {
    id: 'f',
    label: 'Amount',
    error: true,
    helperText: 'Amount is required',
    required: true,
    fullWidth: true,
    value: '',
    onChange: () => {},
  },
  'standing guidance, a type and the input slots': {
    id: 'f',
    label: 'Password',
    type: 'password',
    autoComplete: 'new-password',
    helperText: 'At least 8 characters',
    placeholder: '••••••••',
    value: 'x',
    onChange: () => {},
    slotProps: {
      htmlInput: { inputMode: 'numeric', spellCheck: false },
      input: { endAdornment: <InputAdornment position="end">USD</InputAdornment> },
      formHelperText: { sx: { color: 'text.secondary' } },
    },
  },
  'a date with its label kept above': {
    id: 'f',
    label: 'From',
    type: 'date',
    value: '',
    onChange: () => {},
    slotProps: { inputLabel: { shrink: true } },
  },
  'a disabled multiline field with sx': {
    id: 'f',
    label: 'Message',
    multiline: true,
    minRows: 3,
    disabled: true,
    value: 'Hello',
    onChange: () => {},
    sx: { mt: 2 },
  },
};

describe('OutlinedTextField', () => {
  it.each(Object.entries(CASES))('renders what TextField renders: %s', (_, props) => {
    expect(markupOf(<OutlinedTextField {...props} />)).toBe(
      markupOf(<TextField {...props} variant="outlined" />),
    );
  });

  it('names its input by its label and describes it by its helper text without an id given', () => {
    render(<OutlinedTextField label="Email" helperText="Email is required" error />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Email is required');
  });
});
