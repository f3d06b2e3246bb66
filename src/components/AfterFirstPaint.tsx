import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders `children` just after the rest of the page has been committed and painted, in a
 * transition (rendered in slices that give the main thread back every few milliseconds). For
 * a page's lower part: the top of the page (the dashboard's greeting and wallet figures) then
 * paints without waiting for it, and one long commit becomes two short ones (issue 15: a slow
 * phone's Largest Contentful Paint and Total Blocking Time). Until then `minHeight` of empty
 * space holds the place, so the footer below does not jump up and back.
 */
export function AfterFirstPaint({
  children,
  minHeight,
}: {
  children: ReactNode;
  /** CSS length held while the children wait, e.g. '100vh'. */
  minHeight: string;
}) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    // A passive effect runs after the browser has painted the commit that mounted this.
    startTransition(() => setShown(true));
  }, []);
  // Busy: the space is about to be filled (assistive technology, and the browser tests'
  // walk through a page, wait for it rather than take the empty space as the page's end).
  if (!shown) return <div aria-busy="true" style={{ minHeight }} />;
  return <>{children}</>;
}
