import { screen, within } from '@testing-library/react';
import { paths } from '../../config/routes';
import { buildLoginResponse } from '../../test/fixtures';
import { renderApp, signedInState } from '../../test/renderWithProviders';

beforeAll(() => import('../../features/plans/PlansPage'));

describe('skip link', () => {
  it('is the first Tab stop and moves focus past the header to the page content', async () => {
    const { user } = renderApp(paths.plans);
    await screen.findByRole('heading', { level: 1 });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    const main = screen.getByRole('main');
    expect(main).toHaveFocus();
    // The next stop is the page's own first control, not the header's links.
    await user.tab();
    // eslint-disable-next-line testing-library/no-node-access -- focus must be somewhere inside main; no query names it
    expect(main).toContainElement(document.activeElement as HTMLElement);
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Sign in' }),
    ).not.toHaveFocus();
  });

  it('leads past the dashboard navigation too', async () => {
    const { user } = renderApp(paths.upgradeAccount, {
      preloadedState: signedInState(buildLoginResponse()),
    });
    await screen.findByRole('heading', { level: 1 });
    await user.tab();
    await user.keyboard('{Enter}');
    await user.tab();
    // eslint-disable-next-line testing-library/no-node-access -- focus must be somewhere inside main; no query names it
    expect(screen.getByRole('main')).toContainElement(document.activeElement as HTMLElement);
  });
});
