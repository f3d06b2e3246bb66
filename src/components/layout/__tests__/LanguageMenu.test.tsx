import { act, screen, within } from '@testing-library/react';
import { paths } from '../../../config/routes';
import { LANGUAGE_STORAGE_KEY } from '../../../i18n';
import { buildLoginResponse } from '../../../test/fixtures';
import { renderApp, signedInState } from '../../../test/renderWithProviders';

beforeAll(() => import('../../../features/plans/PlansPage'));

const banner = () => screen.getByRole('banner');

async function openPlans() {
  const view = renderApp(paths.plans);
  await screen.findByRole('heading', { level: 1 });
  return view;
}

describe('language menu (SPEC §12.6)', () => {
  it('names itself in the current language and lists each language in its own, marked with lang', async () => {
    const { user } = await openPlans();
    const button = within(banner()).getByRole('button', { name: 'Language: English' });
    await user.click(button);

    const menu = await screen.findByRole('menu', { name: 'Language: English' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('lang')])).toEqual([
      ['English', 'en'],
      ['Español', 'es'],
      ['Deutsch', 'de'],
    ]);
  });

  it('switches the whole frame, <html lang> and the stored choice when a language is chosen', async () => {
    const { user } = await openPlans();
    await user.click(within(banner()).getByRole('button', { name: 'Language: English' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Deutsch' }));

    expect(
      await within(banner()).findByRole('button', { name: 'Sprache: Deutsch' }),
    ).toBeInTheDocument();
    expect(within(banner()).getByRole('link', { name: 'Anmelden' })).toBeInTheDocument();
    expect(within(banner()).getByRole('link', { name: 'Konto eröffnen' })).toBeInTheDocument();
    expect(screen.getByText(/Der Handel mit Kryptowährungen und Aktien/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zum Hauptinhalt springen' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
    expect(document.title).toBe('Tarife | Meridian');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('works from the keyboard: Enter opens, arrows move, Enter chooses, focus returns', async () => {
    const { user } = await openPlans();
    const button = within(banner()).getByRole('button', { name: 'Language: English' });
    act(() => button.focus());
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    // The current language has the focus first; the next one down is Español.
    expect(within(menu).getByRole('menuitem', { name: 'English' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Español' })).toHaveFocus();
    await user.keyboard('{Enter}');

    const switched = await within(banner()).findByRole('button', { name: 'Idioma: Español' });
    expect(within(banner()).getByRole('link', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(switched).toHaveFocus();

    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(switched).toHaveFocus();
    expect(document.documentElement.lang).toBe('es');
  });

  it('is in the dashboard bar too', async () => {
    const { user } = renderApp(paths.upgradeAccount, {
      preloadedState: signedInState(buildLoginResponse()),
    });
    await screen.findByRole('heading', { level: 1 });
    await user.click(within(banner()).getByRole('button', { name: 'Language: English' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Español' }));
    expect(
      await within(banner()).findByRole('button', { name: 'Cerrar sesión' }),
    ).toBeInTheDocument();
    expect(within(banner()).getByRole('button', { name: 'Idioma: Español' })).toBeInTheDocument();
  });
});
