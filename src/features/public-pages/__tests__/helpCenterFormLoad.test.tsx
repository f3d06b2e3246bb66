import { screen } from '@testing-library/react';
import { paths } from '../../../config/routes';
import { renderApp } from '../../../test/renderWithProviders';

/**
 * The message form is a chunk of its own, fetched as the Help Center mounts (HelpCenterPage.tsx,
 * components/form/LazyForm.tsx). Here its first load fails, as a chunk does offline or after a
 * deploy replaced it: the module's require throws while the flag is on.
 */
let mockFormFails = false;
jest.mock('../help/LeaveMessageForm', () => {
  if (mockFormFails) throw new Error('ChunkLoadError: Loading chunk leave-message-form failed');
  return jest.requireActual<object>('../help/LeaveMessageForm');
});

beforeAll(() => import('../HelpCenterPage'));

it('says so when the message form cannot be loaded, keeps the page, and Retry loads it', async () => {
  mockFormFails = true;
  const { user } = renderApp(paths.helpCenter);
  expect(
    await screen.findByText(
      'The message form could not be loaded. Check your connection and retry.',
    ),
  ).toBeVisible();
  expect(screen.getByRole('link', { name: 'Chat on WhatsApp' })).toBeVisible();

  mockFormFails = false;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('button', { name: 'Submit' })).toBeVisible();
  expect(screen.getByLabelText('Name')).toBeVisible();
  expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
});
