import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Field } from 'react-final-form';
import { object, string } from 'yup';
import { validateWith } from '../../../lib/schemaValidation';
import { NativeSelectField } from '../NativeSelectField';
import { SelectFieldAdapter } from '../SelectFieldAdapter';
import { ValidatedForm } from '../ValidatedForm';

function Coins({ helperText, error = false }: { helperText?: string; error?: boolean }) {
  const [coin, setCoin] = useState('');
  return (
    <NativeSelectField
      label="Coin"
      value={coin}
      onChange={(event) => setCoin(event.target.value)}
      helperText={helperText}
      error={error}
    >
      <option value="BTC">Bitcoin</option>
      <option value="ETH" disabled>
        Ethereum (usable tomorrow)
      </option>
    </NativeSelectField>
  );
}

const coin = () => screen.getByRole('combobox', { name: 'Coin' });

describe('NativeSelectField', () => {
  it('is a native select named by its label, starting unchosen', () => {
    render(<Coins />);
    expect(coin().tagName).toBe('SELECT');
    expect(screen.getByLabelText('Coin')).toBe(coin());
    expect(coin()).toHaveValue('');
    expect(coin()).toHaveDisplayValue('');
    // The empty choice is only the unchosen state: the list offers the real options.
    expect(
      within(coin())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Bitcoin', 'Ethereum (usable tomorrow)']);
    expect(coin()).not.toHaveAccessibleDescription();
  });

  it('is described by its helper text, and invalid while in error', () => {
    render(<Coins helperText="Choose a coin" error />);
    expect(coin()).toHaveAccessibleDescription('Choose a coin');
    expect(coin()).toHaveAttribute('aria-invalid', 'true');
    expect(coin()).toHaveAccessibleName('Coin');
  });

  it('chooses an enabled option, and not a disabled one', async () => {
    const user = userEvent.setup();
    render(<Coins />);
    await user.selectOptions(coin(), 'Bitcoin');
    expect(coin()).toHaveValue('BTC');
    expect(screen.getByRole('option', { name: /Ethereum/ })).toBeDisabled();
    await user.selectOptions(coin(), screen.getByRole('option', { name: /Ethereum/ }));
    expect(coin()).toHaveValue('BTC');
    expect(coin()).toHaveDisplayValue('Bitcoin');
  });

  it('is disabled with its field', () => {
    render(
      <NativeSelectField label="Saved address" value="" disabled helperText="Choose an asset first">
        {null}
      </NativeSelectField>,
    );
    expect(screen.getByRole('combobox', { name: 'Saved address' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Saved address' })).toHaveAccessibleDescription(
      'Choose an asset first',
    );
  });
});

describe('SelectFieldAdapter', () => {
  const validate = validateWith<{ goal: string }>(
    object({ goal: string().required('Please select a goal') }),
  );
  const INITIAL_VALUES = { goal: '' };

  it('puts the chosen option into the form values, and its error under it until then', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(
      <ValidatedForm
        label="Goal"
        validate={validate}
        initialValues={INITIAL_VALUES}
        onSubmit={onSubmit}
      >
        <Field
          name="goal"
          component={SelectFieldAdapter}
          label="Goal"
          options={[
            { value: 'growth', label: 'Growth' },
            { value: 'income', label: 'Income' },
          ]}
        />
        <button type="submit">Save</button>
      </ValidatedForm>,
    );
    const goal = screen.getByRole('combobox', { name: 'Goal' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(goal).toHaveFocus();
    expect(goal).toHaveAttribute('aria-invalid', 'true');
    expect(goal).toHaveAccessibleDescription('Please select a goal');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.selectOptions(goal, 'Income');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ goal: 'income' }, expect.anything(), expect.anything());
  });
});
