import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * How far beyond the viewport a widget starts loading: half a screen, far enough that a
 * scrolling reader rarely meets its skeleton, near enough that a phone's first screen (the
 * wallet figures) loads only what it shows.
 */
export const NEAR_VIEWPORT_MARGIN = '50% 0px';

/**
 * Shows `placeholder` (the widget's size-true skeleton) until it comes within
 * NEAR_VIEWPORT_MARGIN of the viewport, then `children` for good: a widget below the fold costs
 * no code, request or chart until the reader scrolls towards it. Without IntersectionObserver
 * (old browsers, jsdom) the children show at once.
 */
export function WhenNearViewport({
  placeholder,
  children,
}: {
  placeholder: ReactNode;
  children: ReactNode;
}) {
  const placeholderRef = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = placeholderRef.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  if (near) return <>{children}</>;
  // minWidth 0 as on the widget's own frame: in a grid the wrapper must not widen the column.
  return (
    <div ref={placeholderRef} style={{ minWidth: 0 }}>
      {placeholder}
    </div>
  );
}
