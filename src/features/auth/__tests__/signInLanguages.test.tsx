import { act, screen, waitFor, within } from '@testing-library/react';
import { paths } from '../../../config/routes';
import { changeLanguage } from '../../../i18n';
import { PAGE_LOAD } from '../../../test/authCalls';
import { renderApp } from '../../../test/renderWithProviders';

describe('sign in in another language', () => {
  it('switches to Deutsch with the form on screen: heading, labels, title and the shown error', async () => {
    const { user } = renderApp(paths.signIn);
    await screen.findByRole('heading', { name: 'Meridian Trades Login' }, PAGE_LOAD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Email is required',
    );

    await act(() => changeLanguage('de'));

    expect(screen.getByRole('heading', { name: 'Bei Meridian Trades anmelden' })).toBeVisible();
    const form = screen.getByRole('form', { name: 'Anmelden' });
    const email = screen.getByRole('textbox', { name: 'E-Mail' });
    expect(form).toContainElement(email);
    // The message already under the field changes with the language.
    expect(email).toHaveAccessibleDescription('Bitte geben Sie Ihre E-Mail-Adresse ein');
    expect(screen.getByLabelText('Passwort')).toHaveAccessibleDescription(
      'Bitte geben Sie Ihr Passwort ein',
    );
    expect(screen.getByRole('button', { name: 'Passwort vergessen?' })).toBeVisible();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Konto eröffnen' }),
    ).toHaveAttribute('href', paths.signUp);
    await waitFor(() => expect(document.title).toBe('Anmelden | Meridian'));
  });

  it('opens in Español when it was chosen before, and validates in Spanish', async () => {
    await act(() => changeLanguage('es'));
    const { user } = renderApp(paths.signIn);

    expect(
      await screen.findByRole('heading', { name: 'Inicia sesión en Meridian Trades' }, PAGE_LOAD),
    ).toBeVisible();
    const email = screen.getByRole('textbox', { name: 'Correo electrónico' });
    await user.type(email, 'not-an-email');
    await user.type(screen.getByLabelText('Contraseña'), 'short');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription('El correo electrónico no es válido');
    expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription('Mínimo 8 caracteres');
  });
});
