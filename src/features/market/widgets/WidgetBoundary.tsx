import { Component, Suspense, type ReactNode } from 'react';
import { WidgetUnavailable } from './WidgetFrame';

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

/** `fallback` shows while the widget's code loads: its skeleton, the size of the widget. */
export function WidgetBoundary({
  fallback,
  children,
}: {
  fallback: ReactNode;
  children: ReactNode;
}) {
  return (
    <WidgetErrorBoundary>
      <Suspense fallback={fallback}>{children}</Suspense>
    </WidgetErrorBoundary>
  );
}
