import { screen } from '@testing-library/react';
import { paths } from '../../../config/routes';
import { answerAuthCall, PAGE_LOAD } from '../../../test/authCalls';
import { renderApp } from '../../../test/renderWithProviders';

/**
 * Sign-in's code step is a chunk of its own (LoginForm), fetched once the page is idle: only
 * accounts with two-factor authentication reach it. Here every load of it fails, as a chunk
 * does offline or after a deploy replaced it, until the user's Retry: each require of the
 * module throws while mockFailedLoads is on.
 */
let mockFailedLoads = false;
jest.mock('../TwoFactorCodeStep', () => {
  if (mockFailedLoads) throw new Error('ChunkLoadError: Loading chunk two-factor-code-step failed');
  return jest.requireActual<object>('../TwoFactorCodeStep');
});

beforeAll(() => import('../SignInPage'));

it('says the code step could not be opened after the password passed, and Retry opens it', async () => {
  mockFailedLoads = true;
  answerAuthCall('post', '/auth/login', {
    status: 200,
    body: { twoFactorRequired: true, challenge: 'challenge-7f3a' },
  });
  const { user } = renderApp(paths.signIn);
  await screen.findByRole('heading', { name: 'Meridian Trades Login' }, PAGE_LOAD);
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'correct-horse');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));

  expect(
    await screen.findByText('This step could not be opened. Check your connection and retry.'),
  ).toBeVisible();
  expect(screen.queryByRole('form', { name: 'Sign-in code' })).not.toBeInTheDocument();

  mockFailedLoads = false;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('form', { name: 'Sign-in code' })).toBeVisible();
  expect(screen.getByText(/authenticator app for ada@example.com/)).toBeVisible();
});
