import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { Field } from 'react-final-form';
import { object, string } from 'yup';
import { changeLanguage, messageRef } from '../../../i18n';
import { validationMessages } from '../../../i18n/namespaces/validation';
import { validateWith } from '../../../lib/schemaValidation';
import { TextFieldAdapter } from '../TextFieldAdapter';
import { ValidatedForm } from '../ValidatedForm';

interface Values {
  from: string;
  note: string;
}

/** One field named by a messageRef (a translated schema), one by plain text (not yet). */
const validate = validateWith<Values>(
  object({
    from: string().required(messageRef(validationMessages, 'date.fromRequired')),
    note: string().required('Note is required'),
  }),
);

const INITIAL_VALUES: Values = { from: '', note: '' };

function renderForm() {
  const user = userEvent.setup();
  render(
    <Suspense fallback={<p>Loading…</p>}>
      <ValidatedForm<Values>
        label="Range"
        validate={validate}
        initialValues={INITIAL_VALUES}
        onSubmit={jest.fn()}
      >
        <Field name="from" component={TextFieldAdapter} label="From" />
        <Field name="note" component={TextFieldAdapter} label="Note" />
        <button type="submit">Send</button>
      </ValidatedForm>
    </Suspense>,
  );
  return { user };
}

const from = () => screen.getByRole('textbox', { name: 'From' });
const note = () => screen.getByRole('textbox', { name: 'Note' });

test('validateWith returns a messageRef as given and text as text', () => {
  const errors = validate(INITIAL_VALUES);
  expect(errors.from).toEqual(messageRef(validationMessages, 'date.fromRequired'));
  expect(errors.note).toBe('Note is required');
});

test('a messageRef error shows, only once touched, in the language chosen; text stays as it is', async () => {
  const { user } = renderForm();
  expect(from()).not.toHaveAccessibleDescription();

  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(from()).toHaveAttribute('aria-invalid', 'true');
  expect(from()).toHaveAccessibleDescription('From date is required');
  expect(note()).toHaveAccessibleDescription('Note is required');

  await act(() => changeLanguage('de'));
  expect(from()).toHaveAccessibleDescription('Das Startdatum ist erforderlich');
  expect(screen.getByText('Das Startdatum ist erforderlich')).toBeVisible();
  expect(note()).toHaveAccessibleDescription('Note is required');
});
