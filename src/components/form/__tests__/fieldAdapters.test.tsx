import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field } from 'react-final-form';
import { boolean, object, string } from 'yup';
import { validateWith } from '../../../lib/schemaValidation';
import { CheckboxFieldAdapter } from '../CheckboxFieldAdapter';
import { PasswordFieldAdapter } from '../PasswordFieldAdapter';
import { SelectFieldAdapter } from '../SelectFieldAdapter';
import { TextFieldAdapter } from '../TextFieldAdapter';
import { ValidatedForm } from '../ValidatedForm';

interface Values {
  email: string;
  password: string;
  goal: string;
  terms: boolean;
}

const GUIDANCE = 'Use letters, digits and a special character';

const validate = validateWith<Values>(
  object({
    email: string().trim().email('Invalid Email').required('Email is required'),
    password: string().min(8, 'Minimum of 8 characters').required('Password is required'),
    goal: string().required('Please select an investment goal'),
    terms: boolean().oneOf([true], 'You must accept the terms'),
  }),
);

const INITIAL_VALUES: Values = { email: '', password: '', goal: '', terms: false };

function renderForm(onSubmit = jest.fn()) {
  const user = userEvent.setup();
  render(
    <ValidatedForm<Values>
      label="Adapters"
      validate={validate}
      initialValues={INITIAL_VALUES}
      onSubmit={onSubmit}
    >
      <Field name="email" component={TextFieldAdapter} label="Email" type="email" />
      <Field
        name="password"
        component={PasswordFieldAdapter}
        label="Password"
        helperText={GUIDANCE}
      />
      <Field
        name="goal"
        component={SelectFieldAdapter}
        label="Investment goal"
        options={[{ value: 'growth', label: 'Growth' }]}
      />
      <Field
        name="terms"
        type="checkbox"
        component={CheckboxFieldAdapter}
        label="I accept the terms"
      />
      <button type="submit">Send</button>
    </ValidatedForm>,
  );
  return { user, onSubmit };
}

const email = () => screen.getByRole('textbox', { name: 'Email' });
const password = () => screen.getByLabelText('Password', { selector: 'input' });
const goal = () => screen.getByRole('combobox', { name: 'Investment goal' });
const terms = () => screen.getByRole('checkbox', { name: 'I accept the terms' });

describe('form field adapters (SPEC §9)', () => {
  it('show no error and no invalid state before a field is touched', () => {
    renderForm();
    for (const field of [email(), password(), goal(), terms()]) {
      expect(field).not.toHaveAttribute('aria-invalid', 'true');
    }
    expect(email()).not.toHaveAccessibleDescription();
    expect(terms()).not.toHaveAccessibleDescription();
    expect(password()).toHaveAccessibleDescription(GUIDANCE);
  });

  it('keep every label on submit and describe each field by its error', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(email()).toHaveFocus();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveAccessibleDescription('Email is required');
    expect(goal()).toHaveAttribute('aria-invalid', 'true');
    expect(goal()).toHaveAccessibleDescription('Please select an investment goal');
    expect(terms()).toHaveAttribute('aria-invalid', 'true');
    expect(terms()).toHaveAccessibleDescription('You must accept the terms');
    expect(screen.getByText('You must accept the terms')).toBeVisible();
    // The message describes the field; it never becomes its name.
    expect(screen.queryByLabelText('Email is required')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('combobox', { name: 'Please select an investment goal' }),
    ).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a text field keeps its name once its error shows, and the error follows its value', async () => {
    const { user } = renderForm();
    await user.type(email(), 'not-an-email');
    await user.tab();

    expect(screen.getByText('Invalid Email')).toBeVisible();
    expect(email()).toHaveAccessibleName('Email');
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveAccessibleDescription('Invalid Email');

    await user.clear(email());
    await user.type(email(), 'ada@example.com');
    expect(email()).toHaveAttribute('aria-invalid', 'false');
    expect(email()).not.toHaveAccessibleDescription();
    expect(screen.queryByText('Invalid Email')).not.toBeInTheDocument();
  });

  it('a password field keeps its name and shows its error above the standing guidance', async () => {
    const { user } = renderForm();
    await user.type(password(), 'short');
    await user.tab();

    expect(password()).toHaveAccessibleName('Password');
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(password()).toHaveAccessibleDescription(`Minimum of 8 characters ${GUIDANCE}`);
    expect(screen.getByText('Minimum of 8 characters')).toBeVisible();
    expect(screen.getByText(GUIDANCE)).toBeVisible();
    // The show/hide toggle does not change the field's name either.
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByRole('textbox', { name: 'Password' })).toHaveAccessibleDescription(
      `Minimum of 8 characters ${GUIDANCE}`,
    );
  });

  it('a select keeps its name once its error shows, and clears the error when chosen', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(goal()).toHaveAccessibleDescription('Please select an investment goal');

    await user.selectOptions(goal(), 'Growth');
    expect(goal()).toHaveDisplayValue('Growth');
    expect(goal()).toHaveAttribute('aria-invalid', 'false');
    expect(goal()).not.toHaveAccessibleDescription();
  });

  it('a checkbox keeps its label and is described by its error until it is ticked', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(terms()).toHaveAccessibleDescription('You must accept the terms');

    await user.click(terms());
    expect(terms()).toBeChecked();
    expect(terms()).not.toHaveAttribute('aria-invalid');
    expect(terms()).not.toHaveAccessibleDescription();
    expect(screen.queryByText('You must accept the terms')).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
