import { screen, waitFor, within } from '@testing-library/react';
import { paths } from '../../../config/routes';
import { NETWORK_ERROR_MESSAGE } from '../../../lib/apiError';
import { buildLoginResponse } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderWithProviders';
import { answerAuthCall, gate, PAGE_LOAD } from '../../../test/authCalls';
import { DEVICE_ID_STORAGE_KEY } from '../../../api/types';

async function openSignIn() {
  const view = renderApp(paths.signIn);
  await screen.findByRole('heading', { name: 'Meridian Trades Login' }, PAGE_LOAD);
  return view;
}

const loginForm = () => screen.getByRole('form', { name: 'Login' });

describe('sign in', () => {
  it('titles the page "Login" and shows its heading', async () => {
    await openSignIn();
    await waitFor(() => expect(document.title).toBe('Login | Meridian'));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('marks every field on an empty submit, sends nothing and focuses the first', async () => {
    const bodies = answerAuthCall('post', '/auth/login', { status: 200, body: {} });
    const { user } = await openSignIn();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(bodies).toEqual([]);
  });

  it('shows "Invalid Email" and "Minimum of 8 characters", focusing the first wrong field', async () => {
    const { user } = await openSignIn();
    const email = screen.getByLabelText('Email');
    await user.type(email, 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'short');
    // Enter from the password field: focus jumps back up to the first invalid field.
    await user.keyboard('{Enter}');
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription('Invalid Email');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Minimum of 8 characters',
    );

    await user.clear(email);
    await user.type(email, 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(email).not.toHaveAccessibleDescription();
  });

  it('validates on blur: once touched, the field keeps its label and is described by the error', async () => {
    const { user } = await openSignIn();
    await user.click(screen.getByLabelText('Password'));
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Password is required')).toBeVisible();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
  });

  it('sends the email lowercased and goes to the dashboard', async () => {
    const bodies = answerAuthCall('post', '/auth/login', {
      status: 200,
      body: buildLoginResponse(),
    });
    const { user, router } = await openSignIn();
    await user.type(screen.getByLabelText('Email'), '  Ada@Example.COM ');
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.dashboard));
    expect(bodies).toEqual([
      {
        email: 'ada@example.com',
        password: 'correct-horse',
        deviceId: localStorage.getItem(DEVICE_ID_STORAGE_KEY),
      },
    ]);
  });

  it("shows the server's message in the error box and keeps the input", async () => {
    answerAuthCall('post', '/auth/login', {
      status: 401,
      body: { message: 'Invalid email or password' },
    });
    const { user, router } = await openSignIn();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await within(loginForm()).findByRole('alert')).toHaveTextContent(
      'Invalid email or password',
    );
    expect(router.state.location.pathname).toBe(paths.signIn);
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it('shows the network message on a failed connection and keeps what was typed', async () => {
    answerAuthCall('post', '/auth/login', 'network-error');
    const { user } = await openSignIn();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NETWORK_ERROR_MESSAGE);
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('correct-horse');
  });

  it('shows a loading indicator and disables the button while signing in', async () => {
    const answer = gate();
    answerAuthCall(
      'post',
      '/auth/login',
      { status: 200, body: buildLoginResponse() },
      answer.promise,
    );
    const { user, router } = await openSignIn();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('progressbar', { name: 'Signing in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Sign in/ })).toBeDisabled();
    answer.open();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.dashboard));
  });

  it('reveals and hides the password with a named toggle', async () => {
    const { user } = await openSignIn();
    const password = screen.getByLabelText('Password');
    await user.type(password, 'correct-horse');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});
