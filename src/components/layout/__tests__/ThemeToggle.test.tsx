import { act, screen, within } from '@testing-library/react';
import { paths } from '../../../config/routes';
import { COLOR_MODE_STORAGE_KEY } from '../../../lib/colorMode';
import { renderApp } from '../../../test/renderWithProviders';

beforeAll(() => import('../../../features/plans/PlansPage'));

/** The page backgrounds CssBaseline gives <body> (src/app/theme.ts), as computed styles. */
const LIGHT_BACKGROUND = 'rgb(245, 247, 250)';
const DARK_BACKGROUND = 'rgb(14, 20, 32)';

/** The page background as the cascade resolves it: emotion may keep a replaced global rule. */
function pageBackground(): string {
  return getComputedStyle(document.body).backgroundColor;
}

const banner = () => screen.getByRole('banner');

async function openPlans() {
  const view = renderApp(paths.plans);
  await screen.findByRole('heading', { level: 1 });
  return view;
}

/** A system preference for dark that can change while the page is open. */
function systemPrefersDark(initially: boolean) {
  let listener: ((event: { matches: boolean }) => void) | undefined;
  const query = {
    matches: initially,
    addEventListener: (_type: string, added: typeof listener) => (listener = added),
    removeEventListener: () => (listener = undefined),
  };
  window.matchMedia = jest.fn(() => query) as unknown as typeof window.matchMedia;
  return (dark: boolean) => act(() => listener?.({ matches: dark }));
}

/** The test set-up's matchMedia (__mocks__/browserApis.ts): no preference. */
const noPreference = Object.getOwnPropertyDescriptor(window, 'matchMedia');
afterEach(() => {
  if (noPreference) Object.defineProperty(window, 'matchMedia', noPreference);
});

describe('theme toggle', () => {
  it('switches the page to dark and back, and keeps the choice', async () => {
    const { user } = await openPlans();
    expect(pageBackground()).toBe(LIGHT_BACKGROUND);

    await user.click(within(banner()).getByRole('button', { name: 'Switch to dark theme' }));
    expect(pageBackground()).toBe(DARK_BACKGROUND);
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('dark');

    await user.click(within(banner()).getByRole('button', { name: 'Switch to light theme' }));
    expect(pageBackground()).toBe(LIGHT_BACKGROUND);
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('light');
  });

  it('paints the first render in a saved choice', async () => {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'dark');
    await openPlans();
    expect(pageBackground()).toBe(DARK_BACKGROUND);
    expect(within(banner()).getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  });

  it("follows the system's preference until the user chooses", async () => {
    const setSystemDark = systemPrefersDark(true);
    const { user } = await openPlans();
    expect(pageBackground()).toBe(DARK_BACKGROUND);

    setSystemDark(false);
    expect(pageBackground()).toBe(LIGHT_BACKGROUND);

    await user.click(within(banner()).getByRole('button', { name: 'Switch to dark theme' }));
    setSystemDark(false);
    expect(pageBackground()).toBe(DARK_BACKGROUND);
  });

  it('follows a choice made in another tab', async () => {
    await openPlans();
    act(() => {
      localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'dark');
      window.dispatchEvent(
        new StorageEvent('storage', { key: COLOR_MODE_STORAGE_KEY, newValue: 'dark' }),
      );
    });
    expect(pageBackground()).toBe(DARK_BACKGROUND);
  });
});
