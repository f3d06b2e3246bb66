import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * How far beyond the viewport a widget starts loading: half a screen, far enough that a
 * scrolling reader rarely meets its skeleton, near enough that a phone's first screen (the
 * wallet figures) loads only what it shows.
 */
export const NEAR_VIEWPORT_MARGIN = '50% 0px';

/**
 * Shows `placeholder` (a size-true skeleton, or blank space where nothing is loading yet) until
 * it comes within `rootMargin` of the viewport, then `children` for good: content below the fold
 * costs no code, request or chart until the reader scrolls towards it. The dashboard's market
 * widgets and its Performance section share this one observer. Without IntersectionObserver
 * (old browsers, jsdom) the children show at once.
 */
export function WhenNearViewport({
  placeholder,
  children,
  rootMargin = NEAR_VIEWPORT_MARGIN,
}: {
  placeholder: ReactNode;
  children: ReactNode;
  /** IntersectionObserver's rootMargin; NEAR_VIEWPORT_MARGIN unless a caller needs more lead. */
  rootMargin?: string;
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
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, rootMargin]);

  if (near) return <>{children}</>;
  // minWidth 0 as on a widget's own frame: in a grid the wrapper must not widen the column.
  return (
    <div ref={placeholderRef} style={{ minWidth: 0 }}>
      {placeholder}
    </div>
  );
}
