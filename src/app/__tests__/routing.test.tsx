import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProviders } from '../AppProviders';
import { GUARDED_ROUTES, paths, PUBLIC_ROUTES, type RouteDefinition } from '../../config/routes';
import { AppFrame } from '../AppFrame';
import { PageErrors } from '../router';
import { setupStore } from '../store';
import { buildLoginResponse } from '../../test/fixtures';
import { rehydratedState, renderApp, signedInState } from '../../test/renderWithProviders';

/** The registry's nav labels of one area, in registry order: what its nav bar must show. */
function navLabelsOf(routes: readonly RouteDefinition[]): string[] {
  return routes.flatMap((route) => (route.navLabel ? [route.navLabel] : []));
}

/**
 * The top bar's own nav, by its label. It shows inline from the lg breakpoint (1200 px) up and
 * moves into the drawer below it; jsdom's window is 1024 px wide, so here it is in the page but
 * hidden (the desktop browser journeys see it at 1440). A hidden element's accessible name is
 * empty, so the label is read from the attribute. Hidden ones count: a nav that must be absent
 * is absent at every width.
 */
function topBarNav(label: string): HTMLElement | null {
  const navs = screen.queryAllByRole('navigation', { hidden: true });
  return navs.find((nav) => nav.getAttribute('aria-label') === label) ?? null;
}

function findTopBarNav(label: string): Promise<HTMLElement> {
  return waitFor(() => {
    const nav = topBarNav(label);
    if (!nav) throw new Error(`No top bar nav labelled ${label}`);
    return nav;
  });
}

function linkNames(nav: HTMLElement): string[] {
  return within(nav)
    .getAllByRole('link', { hidden: true })
    .map((link) => link.textContent ?? '');
}

describe('routing', () => {
  it('shows the error screen with a link home on an unknown route', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByText('Unhandled Thrown Error!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('shows the error screen when a page throws while rendering', async () => {
    function BrokenPage(): never {
      throw new Error('Chart data could not be drawn');
    }
    const store = setupStore(rehydratedState());
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // The app's frame and page error boundary (router.tsx), around a page that throws.
    render(
      <AppProviders store={store}>
        <MemoryRouter initialEntries={['/broken']}>
          <Routes>
            <Route element={<AppFrame />}>
              <Route element={<PageErrors />}>
                <Route path="/broken" element={<BrokenPage />} />
              </Route>
            </Route>
          </Routes>
        </MemoryRouter>
      </AppProviders>,
    );
    expect(await screen.findByText('Unhandled Thrown Error!')).toBeInTheDocument();
    expect(screen.getByText('Chart data could not be drawn')).toBeInTheDocument();
    // The layout survives around the error: the footer's risk warning is still there.
    expect(screen.getByText(/Trading crypto and stocks involves risk of loss/)).toBeInTheDocument();
    spy.mockRestore();
  });

  it.each(GUARDED_ROUTES)('guards $path: a visitor lands on sign-in', async ({ path }) => {
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Meridian Trades Login' })).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.signIn);
  });

  it.each(GUARDED_ROUTES)(
    'serves $path to a signed-in user, titled "$title | Meridian"',
    async (route) => {
      const { router } = renderApp(route.path, {
        preloadedState: signedInState(buildLoginResponse()),
      });
      expect((await screen.findAllByRole('heading', { level: 1 }))[0]).toBeVisible();
      await waitFor(() => expect(document.title).toBe(`${route.title} | Meridian`));
      expect(router.state.location.pathname).toBe(route.path);
      expect(screen.queryByText('Unhandled Thrown Error!')).not.toBeInTheDocument();
    },
  );

  it('returns the user to the interrupted page after login', async () => {
    const { router, user } = renderApp(paths.account);
    await screen.findByRole('heading', { name: 'Meridian Trades Login' });
    await user.type(screen.getByLabelText('Email'), 'Ada@Example.com');
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Account' })).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.account);
  });

  it('goes to the dashboard after a login nobody interrupted', async () => {
    const { router, user } = renderApp(paths.signIn);
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.dashboard));
  });
});

describe('navigation', () => {
  it('shows the public nav with sign-in buttons to visitors', async () => {
    renderApp(paths.about);
    const nav = await findTopBarNav('Main');
    expect(linkNames(nav)).toEqual(navLabelsOf(PUBLIC_ROUTES));
    // At 1024 px the same links sit behind the menu button (the drawer test below opens it).
    expect(nav).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', paths.signIn);
    expect(screen.getByRole('link', { name: 'Create account' })).toHaveAttribute(
      'href',
      paths.signUp,
    );
    expect(topBarNav('Dashboard')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Meridian — home/ })).toHaveAttribute('href', '/');
  });

  it('shows the dashboard nav, Logout and bottom bar on dashboard paths', async () => {
    renderApp(paths.dashboard, { preloadedState: signedInState(buildLoginResponse()) });
    const nav = await findTopBarNav('Dashboard');
    expect(linkNames(nav)).toEqual(navLabelsOf(GUARDED_ROUTES));
    // Reached from buttons, not the nav (SPEC §2): the registry gives it no nav label.
    expect(linkNames(nav)).not.toContain('Upgrade Account');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeVisible();
    expect(topBarNav('Main')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create account' })).not.toBeInTheDocument();
    // The bottom bar's code loads with the first dashboard page.
    const shortcuts = await screen.findByRole('navigation', { name: 'Dashboard shortcuts' });
    expect(within(shortcuts).getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      paths.account,
    );
    expect(screen.getByRole('link', { name: /Meridian — dashboard/ })).toHaveAttribute(
      'href',
      paths.dashboard,
    );
  });

  it('opens the same links in a drawer from the hamburger', async () => {
    const { user } = renderApp(paths.home);
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(linkNames(menu)).toEqual([...navLabelsOf(PUBLIC_ROUTES), 'Sign in', 'Create account']);
    expect(within(menu).getByRole('link', { name: 'Help Center' })).toHaveAttribute(
      'href',
      paths.helpCenter,
    );
  });

  it('shows the footer with the risk warning and contact link on every page', async () => {
    renderApp(paths.home);
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByText(/involves risk of loss/)).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'href',
      paths.contact,
    );
    expect(within(footer).getByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeVisible();
  });
});
