import { Component, lazy, Suspense, type ReactNode } from 'react';

/** How a failure looks: the standard message about `subject`, or the widget's own. */
type FailureLook =
  | {
      /** What the widget shows, the subject of its failure message: "Your active sessions". */
      subject: string;
      fallback?: never;
    }
  | {
      subject?: never;
      /** The widget's own look for a failure (the market widgets' notice), given the Retry. */
      fallback: (retry: () => void) => ReactNode;
    };

type WidgetBoundaryProps = FailureLook & {
  /**
   * Asks the server again for what the widget draws (its query's `refetch`). Without it, Retry
   * only draws the widget again (a chunk that failed to load, say).
   */
  onRetry?: () => unknown;
  /**
   * The answers the widget draws (its query's `data`). A failed widget is drawn again when one
   * of them changes — after Retry's refetch, or any later fetch — and not before: drawing the
   * answer it could not read would only fail again. RTK Query keeps an answer's identity when
   * the server sends the same again, so an unchanged answer keeps the failure on screen.
   */
  answers?: readonly unknown[];
  /**
   * The widget. A function when the caller itself reads the data (builds rows from it, say):
   * it is called inside the boundary, so a throw there is caught too.
   */
  children: ReactNode | (() => ReactNode);
};

interface WidgetBoundaryState {
  failed: boolean;
  retrying: boolean;
}

/**
 * The standard failure, in a chunk of its own: MUI's Alert (with its icons) is not part of any
 * page's first render only for a failure most visits never see — home would carry 2 kB more.
 */
const UnreadableWidget = lazy(
  () => import(/* webpackChunkName: "unreadable-widget" */ './UnreadableWidget'),
);

function Rendered({ render }: { render: () => ReactNode }) {
  return render();
}

function changed(before: readonly unknown[] = [], after: readonly unknown[] = []): boolean {
  return before.length !== after.length || before.some((answer, index) => answer !== after[index]);
}

/**
 * Keeps a widget's or a dialog's failure to itself (SPEC §12.0): data it cannot read — a
 * field missing, or of another type than the contract says — makes it throw while rendering,
 * and instead of the page's error screen it shows what could not be shown, with a Retry that
 * refetches its data and draws it again once a new answer is here. The rest of the page stays.
 */
export class WidgetBoundary extends Component<WidgetBoundaryProps, WidgetBoundaryState> {
  override state: WidgetBoundaryState = { failed: false, retrying: false };

  static getDerivedStateFromError(): Partial<WidgetBoundaryState> {
    return { failed: true };
  }

  override componentDidUpdate(previous: WidgetBoundaryProps) {
    if (this.state.failed && changed(previous.answers, this.props.answers)) {
      this.setState({ failed: false, retrying: false });
    }
  }

  private readonly retry = () => {
    const { onRetry, answers } = this.props;
    if (!onRetry || !answers) {
      this.setState({ failed: false });
      return;
    }
    if (this.state.retrying) return;
    this.setState({ retrying: true });
    void Promise.resolve()
      .then(onRetry)
      // A refetch that fails or brings the same answer leaves the failure, and Retry, on screen.
      .catch(() => undefined)
      .then(() => this.setState({ retrying: false }));
  };

  override render() {
    const { subject, fallback, children } = this.props;
    const { failed, retrying } = this.state;
    if (failed) {
      return fallback ? (
        fallback(this.retry)
      ) : (
        <Suspense fallback={null}>
          <UnreadableWidget subject={subject ?? ''} onRetry={this.retry} retrying={retrying} />
        </Suspense>
      );
    }
    return typeof children === 'function' ? <Rendered render={children} /> : children;
  }
}
