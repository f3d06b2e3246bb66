import { Component, Suspense, type ReactNode } from 'react';
import { WidgetUnavailable } from './WidgetFrame';
import { WhenNearViewport } from '../../../components/WhenNearViewport';

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

/**
 * `fallback` (the widget's skeleton, its size) shows until the widget is near the viewport and
 * then while its code loads (half a screen ahead): nothing of a widget below the fold is fetched or drawn before the
 * reader scrolls towards it, so the first screen (the wallet figures) is not kept waiting.
 */
export function WidgetBoundary({
  fallback,
  children,
}: {
  fallback: ReactNode;
  children: ReactNode;
}) {
  return (
    <WidgetErrorBoundary>
      <WhenNearViewport placeholder={fallback}>
        <Suspense fallback={fallback}>{children}</Suspense>
      </WhenNearViewport>
    </WidgetErrorBoundary>
  );
}
