import { Component, Suspense, type ReactNode } from 'react';
import { WidgetLoading, WidgetUnavailable } from './WidgetFrame';

interface State {
  failed: boolean;
}

/** A widget that throws (or whose chunk fails to load) says so in place; the page lives on. */
class WidgetErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };
  static getDerivedStateFromError(): State {
    return { failed: true };
  }
  override render() {
    if (this.state.failed) {
      return <WidgetUnavailable onRetry={() => this.setState({ failed: false })} />;
    }
    return this.props.children;
  }
}

export function WidgetBoundary({ label, children }: { label: string; children: ReactNode }) {
  return (
    <WidgetErrorBoundary>
      <Suspense fallback={<WidgetLoading label={label} height={120} />}>{children}</Suspense>
    </WidgetErrorBoundary>
  );
}
