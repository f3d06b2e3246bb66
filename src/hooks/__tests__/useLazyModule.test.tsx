import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useLazyModule } from '../useLazyModule';

interface GreetingModule {
  greeting: string;
}

/** A screen that wants some code only after a click, and shows each state of its load. */
function Harness({ load }: { load: () => Promise<GreetingModule> }) {
  const [wanted, setWanted] = useState(false);
  const { module, loading, error, retry } = useLazyModule(load, wanted);
  return (
    <div>
      <button type="button" onClick={() => setWanted(true)}>
        Open
      </button>
      {loading && <p>Loading the code</p>}
      {error !== undefined && (
        <p>
          Failed: {error instanceof Error ? String(error) : 'unknown'}{' '}
          <button type="button" onClick={retry}>
            Retry
          </button>
        </p>
      )}
      {module && <p>{module.greeting}</p>}
    </div>
  );
}

/** A loader whose answers the test releases one by one. */
function controlledLoader() {
  const pending: { resolve: (m: GreetingModule) => void; reject: (e: Error) => void }[] = [];
  const load = jest.fn(
    () =>
      new Promise<GreetingModule>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  );
  return { load, pending };
}

describe('useLazyModule', () => {
  it('fetches nothing until the code is wanted, shows the load, then the module', async () => {
    const user = userEvent.setup();
    const { load, pending } = controlledLoader();
    render(<Harness load={load} />);
    expect(load).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Loading the code')).toBeVisible();

    pending[0]!.resolve({ greeting: 'Hello from the chunk' });
    expect(await screen.findByText('Hello from the chunk')).toBeVisible();
    expect(screen.queryByText('Loading the code')).not.toBeInTheDocument();
    // Wanted again, it is not fetched twice.
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows a failed load and fetches again only on Retry', async () => {
    const user = userEvent.setup();
    const { load, pending } = controlledLoader();
    render(<Harness load={load} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    pending[0]!.reject(new Error('ChunkLoadError: Loading chunk 42 failed'));

    expect(await screen.findByText(/Failed: Error: ChunkLoadError/)).toBeVisible();
    expect(screen.queryByText('Loading the code')).not.toBeInTheDocument();
    // No retry loop behind the user's back.
    expect(load).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Loading the code')).toBeVisible();
    expect(screen.queryByText(/Failed:/)).not.toBeInTheDocument();
    pending[1]!.resolve({ greeting: 'Loaded on the second try' });
    expect(await screen.findByText('Loaded on the second try')).toBeVisible();
  });
});
