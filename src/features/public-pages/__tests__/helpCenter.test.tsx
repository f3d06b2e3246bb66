import { screen } from '@testing-library/react';
import type * as mailtoModule from '../../../lib/mailto';
import { buildMailto, openMailClient } from '../../../lib/mailto';
import { paths } from '../../../config/routes';
import { renderApp } from '../../../test/renderWithProviders';

// @swc/jest compiles ES exports to non-configurable getters, so jest.spyOn cannot replace
// openMailClient on the module object; a module mock that keeps the real buildMailto can.
jest.mock('../../../lib/mailto', () => ({
  ...jest.requireActual<typeof mailtoModule>('../../../lib/mailto'),
  openMailClient: jest.fn(),
}));
const openMailClientMock = jest.mocked(openMailClient);

async function renderHelpCenter() {
  const view = renderApp(paths.helpCenter);
  await screen.findByRole('heading', { level: 1, name: 'Help Center' }, { timeout: 5000 });
  // The message form's code comes as the page mounts (HelpCenterPage.tsx).
  await screen.findByRole('button', { name: 'Submit' });
  return view;
}

describe('help center', () => {
  afterEach(() => openMailClientMock.mockReset());

  it('offers WhatsApp, phone support and an e-mailed support ticket', async () => {
    await renderHelpCenter();
    expect(screen.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/10000000000',
    );
    expect(screen.getByRole('link', { name: 'See phone details' })).toHaveAttribute(
      'href',
      paths.contact,
    );
    expect(screen.getByRole('link', { name: 'E-mail support' })).toHaveAttribute(
      'href',
      'mailto:support@meridian.test',
    );
  });

  it('requires a name and a subject before opening the mail client', async () => {
    const { user } = await renderHelpCenter();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // Once touched, a field keeps its label and is described by its error (SPEC §9).
    expect(await screen.findByText('Name is required')).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
    expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription('Subject is required');
    expect(openMailClientMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Name'), 'Ada');
    expect(screen.getByLabelText('Name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Name')).not.toHaveAccessibleDescription();
  });

  it('opens the mail client addressed to support with the subject, name and message', async () => {
    const { user } = await renderHelpCenter();
    await user.type(screen.getByLabelText('Name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Subject'), 'Deposit pending');
    await user.type(screen.getByLabelText('Message'), 'My deposit & receipt: ref 42?');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(openMailClientMock).toHaveBeenCalledTimes(1);
    const href = openMailClientMock.mock.calls[0]![0];
    expect(href).toBe(
      buildMailto({
        to: 'support@meridian.test',
        subject: 'Deposit pending',
        body: 'Name: Ada Lovelace\n\nMy deposit & receipt: ref 42?',
      }),
    );
    const url = new URL(href);
    expect(url.pathname).toBe('support@meridian.test');
    expect(url.searchParams.get('subject')).toBe('Deposit pending');
    expect(url.searchParams.get('body')).toContain('Ada Lovelace');
    expect(url.searchParams.get('body')).toContain('My deposit & receipt: ref 42?');
    // What was typed stays in the form in case the mail app did not open.
    expect(screen.getByLabelText('Subject')).toHaveValue('Deposit pending');
    expect(screen.getByRole('status')).toHaveTextContent('support@meridian.test');
  });
});
