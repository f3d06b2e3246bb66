import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { paths } from '../../config/routes';
import { buildLoginResponse, buildUser } from '../../test/fixtures';
import { renderApp, signedInState } from '../../test/renderWithProviders';
import { apiUrl, server } from '../../test/server';
import { LazyDialog } from '../LazyDialog';

/**
 * Dialogs are not part of their page's first render (components/LazyDialog.tsx): the Update
 * Details dialog's code, here, arrives when the page is idle or when it opens. While
 * mockFailedLoads is on, each require of the module throws, as a chunk's load fails offline or
 * after a deploy replaced it (the idle prefetch and the click's load alike).
 */
let mockFailedLoads = false;
jest.mock('../../features/account/UpdateDetailsDialog', () => {
  if (mockFailedLoads) {
    throw new Error('ChunkLoadError: Loading chunk update-details-dialog failed');
  }
  return jest.requireActual<object>('../../features/account/UpdateDetailsDialog');
});

beforeAll(() => import('../../features/account/AccountPage'));

function renderAccount() {
  server.use(
    http.get(apiUrl('/transaction/token-user'), () =>
      HttpResponse.json(buildUser({ name: 'Ada Lovelace' })),
    ),
  );
  return renderApp(paths.account, { preloadedState: signedInState(buildLoginResponse()) });
}

describe('a dialog whose code comes after the page', () => {
  it('says so when its code cannot be loaded, and Retry loads it and opens the dialog', async () => {
    mockFailedLoads = true;
    const { user } = renderAccount();
    const open = await screen.findByRole('button', { name: 'Update Details' });
    await waitFor(() => expect(open).toBeEnabled());
    await user.click(open);

    expect(
      await screen.findByText('This step could not be opened. Check your connection and retry.'),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    mockFailedLoads = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('dialog', { name: 'Update Details' })).toBeVisible();
    expect(screen.queryByText(/could not be opened/)).not.toBeInTheDocument();
  });
});

describe('LazyDialog', () => {
  /** A module load the test settles by hand. */
  function deferredLoad() {
    let settle: { resolve: (value: { title: string }) => void; reject: (error: Error) => void } = {
      resolve: () => {},
      reject: () => {},
    };
    const promise = new Promise<{ title: string }>((resolve, reject) => {
      settle = { resolve, reject };
    });
    return { load: () => promise, settle: () => settle };
  }

  const dialog = ({ title }: { title: string }) => <div role="dialog" aria-label={title} />;

  it('draws nothing while closed, a loading bar while the opened dialog’s code is on its way, then the dialog', async () => {
    const code = deferredLoad();
    const { rerender } = render(
      <LazyDialog load={code.load} open={false}>
        {dialog}
      </LazyDialog>,
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    rerender(
      <LazyDialog load={code.load} open>
        {dialog}
      </LazyDialog>,
    );
    expect(await screen.findByRole('progressbar', { name: 'Opening…' })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    code.settle().resolve({ title: 'Ready' });
    expect(await screen.findByRole('dialog', { name: 'Ready' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
