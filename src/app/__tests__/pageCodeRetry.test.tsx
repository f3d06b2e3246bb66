import { act, screen } from '@testing-library/react';
import { paths } from '../../config/routes';
import { renderApp } from '../../test/renderWithProviders';

/**
 * A page whose code cannot be fetched shows the error screen inside the frame; leaving it and
 * coming back asks for the code again (React.lazy alone would keep the failure for good). The
 * module's require throws while the flag is on, as a chunk does offline or after a deploy.
 */
let mockPlansFail = false;
jest.mock('../../features/plans/PlansPage', () => {
  if (mockPlansFail) throw new Error('ChunkLoadError: Loading chunk route-plans failed');
  return jest.requireActual<object>('../../features/plans/PlansPage');
});

it('a page whose code failed shows the error screen, and a later visit loads it', async () => {
  mockPlansFail = true;
  const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { router } = renderApp(paths.plans);
  expect(await screen.findByText('Unhandled Thrown Error!')).toBeInTheDocument();
  expect(screen.getByText(/Loading chunk route-plans failed/)).toBeInTheDocument();
  // The frame stays around it.
  expect(screen.getByRole('banner')).toBeInTheDocument();

  mockPlansFail = false;
  await act(() => router.navigate(paths.about));
  expect(await screen.findByRole('heading', { level: 1, name: /About/ })).toBeVisible();
  await act(() => router.navigate(paths.plans));
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Plans' }, { timeout: 5000 }),
  ).toBeVisible();
  expect(screen.queryByText('Unhandled Thrown Error!')).not.toBeInTheDocument();
  spy.mockRestore();
});
