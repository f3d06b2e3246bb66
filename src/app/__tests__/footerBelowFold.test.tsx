import { screen } from '@testing-library/react';
import { paths } from '../../config/routes';
import { buildLoginResponse } from '../../test/fixtures';
import { renderApp, signedInState } from '../../test/renderWithProviders';

beforeAll(() =>
  Promise.all([
    import('../../features/plans/PlansPage'),
    import('../../features/plans/UpgradeAccountPage'),
  ]),
);

/** 100vh as the cascade resolves it: jsdom's window is 768 px high. */
const FULL_SCREEN = { minHeight: `${window.innerHeight}px` };

describe('the footer on a dashboard page', () => {
  it('starts below the fold: the page content fills at least the screen', async () => {
    renderApp(paths.upgradeAccount, { preloadedState: signedInState(buildLoginResponse()) });
    await screen.findByRole('heading', { level: 1 });
    // A page that grows when its data arrives then pushes no footer the user can see.
    expect(screen.getByRole('main')).toHaveStyle(FULL_SCREEN);
  });

  it('stays in view under a short public page', async () => {
    renderApp(paths.plans);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('main')).not.toHaveStyle(FULL_SCREEN);
  });
});
