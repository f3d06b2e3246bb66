import { act, screen, waitFor, within } from '@testing-library/react';
import type * as TooltipModule from '@mui/material/Tooltip';
import { paths } from '../../../config/routes';
import { renderApp } from '../../../test/renderWithProviders';

/** Whether the hint's code (MUI's Tooltip and its positioning engine) has been loaded. */
let tooltipLoaded = false;
jest.mock('@mui/material/Tooltip', () => {
  tooltipLoaded = true;
  return jest.requireActual<typeof TooltipModule>('@mui/material/Tooltip');
});

beforeAll(() => import('../../../features/plans/PlansPage'));

const toggle = () => within(screen.getByRole('banner')).getByRole('button', { name: /theme$/ });

async function openPlans() {
  const view = renderApp(paths.plans);
  await screen.findByRole('heading', { level: 1 });
  return view;
}

/** Long enough for anything the page does once it is idle (whenIdle is a 0 ms timer in jsdom). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe("theme toggle's hover hint", () => {
  it('is fetched when a pointer first comes over the toggle, and then shows', async () => {
    const { user } = await openPlans();
    await settle();
    expect(tooltipLoaded).toBe(false);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.hover(toggle());
    // The pointer is still there when the code arrives: the hint opens without a second hover.
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Switch to dark theme');
    expect(tooltipLoaded).toBe(true);

    // The pointer moves on to the hint itself, to read it: it stays (WCAG 1.4.13).
    await user.hover(screen.getByRole('tooltip'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.getByRole('tooltip')).toBeVisible();

    await user.unhover(screen.getByRole('tooltip'));
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('does not open for a pointer that only passes over the toggle', async () => {
    const { user } = await openPlans();
    await user.hover(toggle());
    await user.unhover(toggle());
    // Well past the hint's delay: it never opened, so nothing is even on its way out.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows for keyboard focus, and the toggle keeps focus and works', async () => {
    const { user } = await openPlans();
    for (let presses = 0; presses < 20 && !toggle().matches(':focus'); presses++) {
      await user.tab();
    }
    expect(toggle()).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Switch to dark theme');
    await user.keyboard('{Enter}');
    // The same button, still focused, now offers the way back.
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Switch to light theme' }),
    ).toHaveFocus();
  });
});
