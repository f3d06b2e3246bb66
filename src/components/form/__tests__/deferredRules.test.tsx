import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { Field } from 'react-final-form';
import { object, string } from 'yup';
import { validateWith } from '../../../lib/schemaValidation';
import { formRules, validateWhenLoaded, type Validator } from '../../../lib/validation';
import { TextFieldAdapter } from '../TextFieldAdapter';
import { ValidatedForm } from '../ValidatedForm';

/**
 * A form's rules (yup) arrive after the page's first render, as the form first validates
 * (formRules): here their fetch is held, failed and let through by hand, with the real
 * final-form and the real schema adapter.
 */
interface Values {
  name: string;
  email: string;
}

interface RulesModule {
  validateContact: Validator<Values>;
}

const rulesModule: RulesModule = {
  validateContact: validateWith<Values>(
    object({
      name: string().trim().required('Name is required'),
      email: string().trim().required('Email is required').email('Email is invalid'),
    }),
  ),
};

/** A fetch of the rules module that the test answers: `arrive()` or `fail()`. */
function heldFetches() {
  const answers: { arrive: () => void; fail: () => void }[] = [];
  const fetchRules = jest.fn(
    () =>
      new Promise<RulesModule>((resolve, reject) => {
        answers.push({
          arrive: () => resolve(rulesModule),
          fail: () => reject(new Error('ChunkLoadError: Loading chunk 123 failed')),
        });
      }),
  );
  const last = () => {
    const answer = answers.at(-1);
    if (!answer) throw new Error('The rules were not asked for');
    return answer;
  };
  return { fetchRules, last };
}

const INITIAL_VALUES: Values = { name: '', email: '' };

function renderForm(fetchRules: () => Promise<RulesModule>) {
  const validate = validateWhenLoaded(formRules(fetchRules), (rules) => rules.validateContact);
  const onSubmit = jest.fn();
  const user = userEvent.setup();
  render(
    <Suspense fallback={<p>Loading…</p>}>
      <ValidatedForm<Values>
        label="Contact"
        validate={validate}
        initialValues={INITIAL_VALUES}
        onSubmit={onSubmit}
      >
        <Field name="name" component={TextFieldAdapter} label="Name" />
        <Field name="email" component={TextFieldAdapter} label="Email" />
        <button type="submit">Send</button>
      </ValidatedForm>
    </Suspense>,
  );
  return { user, onSubmit };
}

const nameField = () => screen.getByRole('textbox', { name: 'Name' });
const emailField = () => screen.getByRole('textbox', { name: 'Email' });
const send = () => screen.getByRole('button', { name: 'Send' });
const UNAVAILABLE = /this form's checks could not be loaded/i;

test('the rules are fetched once, as the form first validates, not before', async () => {
  const { fetchRules, last } = heldFetches();
  expect(fetchRules).not.toHaveBeenCalled();
  const { user } = renderForm(fetchRules);
  expect(fetchRules).toHaveBeenCalledTimes(1);

  await user.type(nameField(), 'Ada');
  await act(() => Promise.resolve(last().arrive()));
  await user.type(emailField(), 'ada@');
  expect(fetchRules).toHaveBeenCalledTimes(1);
  await user.click(send());
  expect(emailField()).toHaveAccessibleDescription('Email is invalid');
});

test('a submit pressed before the rules arrive is answered once they do: an empty form is refused and its first field focused', async () => {
  const { fetchRules, last } = heldFetches();
  const { user, onSubmit } = renderForm(fetchRules);
  await user.click(send());
  // Held: nothing sent, nothing said yet.
  expect(onSubmit).not.toHaveBeenCalled();
  expect(screen.queryByText('Name is required')).not.toBeInTheDocument();

  await act(() => Promise.resolve(last().arrive()));
  expect(await screen.findByText('Name is required')).toBeVisible();
  expect(screen.getByText('Email is required')).toBeVisible();
  await waitFor(() => expect(nameField()).toHaveFocus());
  expect(onSubmit).not.toHaveBeenCalled();
});

test('a valid form submitted before the rules arrive is sent once, when they pass it', async () => {
  const { fetchRules, last } = heldFetches();
  const { user, onSubmit } = renderForm(fetchRules);
  await user.type(nameField(), 'Ada Lovelace');
  await user.type(emailField(), 'ada@example.com');
  await user.click(send());
  expect(onSubmit).not.toHaveBeenCalled();

  await act(() => Promise.resolve(last().arrive()));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  expect(onSubmit).toHaveBeenCalledWith(
    { name: 'Ada Lovelace', email: 'ada@example.com' },
    expect.anything(),
    expect.anything(),
  );
  expect(fetchRules).toHaveBeenCalledTimes(1);
});

test('rules that cannot be fetched: said with a Retry, nothing is sent, what was typed stays; Retry fetches them', async () => {
  const { fetchRules, last } = heldFetches();
  const { user, onSubmit } = renderForm(fetchRules);
  await user.type(nameField(), 'Ada Lovelace');
  await user.type(emailField(), 'not-an-email');
  await act(() => Promise.resolve(last().fail()));
  expect(await screen.findByText(UNAVAILABLE)).toBeVisible();

  await user.click(send());
  expect(onSubmit).not.toHaveBeenCalled();
  // Keystrokes do not fetch again behind the user's back: the Retry does.
  expect(fetchRules).toHaveBeenCalledTimes(1);
  expect(nameField()).toHaveValue('Ada Lovelace');
  expect(emailField()).toHaveValue('not-an-email');

  // A Retry that fails again: the alert stays where it was, its button waiting meanwhile.
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(fetchRules).toHaveBeenCalledTimes(2);
  expect(screen.getByText(UNAVAILABLE)).toBeVisible();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeDisabled();
  await act(() => Promise.resolve(last().fail()));
  expect(screen.getByText(UNAVAILABLE)).toBeVisible();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled());
  expect(onSubmit).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(fetchRules).toHaveBeenCalledTimes(3);
  await act(() => Promise.resolve(last().arrive()));
  expect(screen.queryByText(UNAVAILABLE)).not.toBeInTheDocument();

  await user.click(send());
  expect(emailField()).toHaveAccessibleDescription('Email is invalid');
  expect(onSubmit).not.toHaveBeenCalled();
  await user.clear(emailField());
  await user.type(emailField(), 'ada@example.com');
  await user.click(send());
  expect(onSubmit).toHaveBeenCalledTimes(1);
});
