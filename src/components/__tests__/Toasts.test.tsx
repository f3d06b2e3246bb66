import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider, useToast } from '../Toasts';
import { TOAST_AUTO_HIDE_MS } from '../toastOptions';

const MESSAGE = 'Address copied to clipboard';

function CopyButton() {
  const showToast = useToast();
  return (
    <button type="button" onClick={() => showToast(MESSAGE, { variant: 'success' })}>
      Copy
    </button>
  );
}

/** A toast on screen, with the fake clock driving both its timer and the user's actions. */
async function showToast() {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  render(
    <ToastProvider>
      <CopyButton />
      <button type="button">Elsewhere</button>
    </ToastProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Copy' }));
  const toast = await screen.findByRole('alert');
  expect(toast).toHaveTextContent(MESSAGE);
  return { user, toast };
}

/**
 * Lets `ms` pass on the fake clock in small steps, each its own act(), so a toast that began to
 * close also plays its exit transition and leaves the page within that time.
 */
function pass(ms: number) {
  for (let elapsed = 0; elapsed < ms; elapsed += 100) {
    act(() => jest.advanceTimersByTime(100));
  }
}

/** Room for the exit transitions after the timer fires. */
const EXIT_MS = 1000;

async function expectToastGone() {
  await waitFor(() => expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument());
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('toasts', () => {
  it('draw their stack only with the first toast', async () => {
    // The stack's styles (GlobalStyles in ToastHost) are in the page once it is drawn.
    const stackStyles = () =>
      [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .some((rule) => rule.cssText.startsWith('.notistack-SnackbarContainer'));
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    render(
      <ToastProvider>
        <CopyButton />
      </ToastProvider>,
    );
    // Idle (whenIdle is a 0 ms timer in jsdom): nothing is drawn before a toast is asked for.
    await act(async () => {
      jest.advanceTimersByTime(50);
      await Promise.resolve();
    });
    expect(stackStyles()).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGE);
    expect(stackStyles()).toBe(true);
  });

  it('hide by themselves after 5000 ms', async () => {
    await showToast();
    pass(TOAST_AUTO_HIDE_MS - 500);
    expect(screen.getByText(MESSAGE)).toBeInTheDocument();
    pass(500 + EXIT_MS);
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
  });

  it('stay while keyboard focus is inside them and go once it leaves', async () => {
    const { user } = await showToast();
    const dismiss = screen.getByRole('button', { name: 'Dismiss' });
    await user.tab();
    await user.tab();
    expect(dismiss).toHaveFocus();
    pass(TOAST_AUTO_HIDE_MS * 2);
    expect(screen.getByText(MESSAGE)).toBeInTheDocument();
    // The pointer passing over and away does not end the pause while focus stays.
    await user.hover(dismiss);
    await user.unhover(dismiss);
    pass(TOAST_AUTO_HIDE_MS * 2);
    expect(screen.getByText(MESSAGE)).toBeInTheDocument();

    await user.tab({ shift: true });
    expect(dismiss).not.toHaveFocus();
    pass(TOAST_AUTO_HIDE_MS + EXIT_MS);
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
  });

  it('stay while the pointer is over them and go once it leaves', async () => {
    const { user, toast } = await showToast();
    await user.hover(toast);
    pass(TOAST_AUTO_HIDE_MS * 2);
    expect(screen.getByText(MESSAGE)).toBeInTheDocument();
    await user.unhover(toast);
    pass(TOAST_AUTO_HIDE_MS + EXIT_MS);
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
  });

  it('close from the keyboard with their Dismiss button', async () => {
    const { user } = await showToast();
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    await expectToastGone();
  });
});
