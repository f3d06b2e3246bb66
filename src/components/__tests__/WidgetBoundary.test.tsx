import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WidgetBoundary } from '../WidgetBoundary';

interface Answer {
  amount: unknown;
}

function Figure({ answer }: { answer: Answer }) {
  if (typeof answer.amount !== 'number') throw new TypeError('not an amount');
  return <p>Amount {answer.amount}</p>;
}

const FAILURE =
  'Your figure could not be shown. The answer from the server could not be read. Please try again.';

describe('WidgetBoundary', () => {
  // React reports what a boundary caught on the console; the test reads the screen.
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  function mountWidget(answer: Answer, onRetry: () => unknown) {
    const view = render(
      <>
        <h1>Page</h1>
        <WidgetBoundary subject="Your figure" onRetry={onRetry} answers={[answer]}>
          <Figure answer={answer} />
        </WidgetBoundary>
      </>,
    );
    const redraw = (next: Answer) =>
      view.rerender(
        <>
          <h1>Page</h1>
          <WidgetBoundary subject="Your figure" onRetry={onRetry} answers={[next]}>
            <Figure answer={next} />
          </WidgetBoundary>
        </>,
      );
    return redraw;
  }

  it('keeps an unreadable answer to the widget and draws it again when a new answer comes', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    const broken = { amount: 'ten' };
    const redraw = mountWidget(broken, onRetry);
    expect(await screen.findByText(FAILURE)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Page' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    // The same answer again: drawing it would only fail again.
    redraw(broken);
    expect(screen.getByText(FAILURE)).toBeVisible();

    redraw({ amount: 10 });
    expect(screen.getByText('Amount 10')).toBeVisible();
  });

  it('without a refetch, Retry draws the widget again', async () => {
    const user = userEvent.setup();
    let fail = true;
    function Flaky() {
      if (fail) throw new Error('chunk failed to load');
      return <p>Loaded</p>;
    }
    render(
      <WidgetBoundary subject="Your chart">
        <Flaky />
      </WidgetBoundary>,
    );
    expect(await screen.findByText(/^Your chart could not be shown/)).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('Loaded')).toBeVisible();
  });
});
