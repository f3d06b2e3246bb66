import { Suspense, type ReactNode } from 'react';
import { WhenNearViewport } from '../../../components/WhenNearViewport';
import { WidgetBoundary } from '../../../components/WidgetBoundary';
import { WidgetUnavailable } from './WidgetFrame';

/**
 * A market widget as a page places it. `fallback` (the widget's skeleton, its size) shows until
 * the widget is near the viewport and then while its code loads (half a screen ahead): nothing
 * of a widget below the fold is fetched or drawn before the reader scrolls towards it, so the
 * first screen (the wallet figures) is not kept waiting. A widget that throws (data it cannot
 * read, or a chunk that fails to load) says so in place, with a Retry; the page lives on.
 */
export function LazyWidget({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <WidgetBoundary fallback={(retry) => <WidgetUnavailable onRetry={retry} />}>
      <WhenNearViewport placeholder={fallback}>
        <Suspense fallback={fallback}>{children}</Suspense>
      </WhenNearViewport>
    </WidgetBoundary>
  );
}
