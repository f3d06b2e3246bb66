import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { config } from '../config/config';

export interface RouteHandle {
  title: string;
}

function hasTitle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}

export function formatDocumentTitle(page: string): string {
  return `${page} | ${config.productName}`;
}

/** Sets `document.title` for a page whose title depends on its state (e.g. Login / Reset). */
export function useDocumentTitle(page: string): void {
  useEffect(() => {
    document.title = formatDocumentTitle(page);
  }, [page]);
}

/** Applies the deepest matched route's `handle.title` as `"<Page> | Meridian"`. */
export function DocumentTitle() {
  const matches = useMatches();
  const title = [...matches].reverse().find((match) => hasTitle(match.handle))?.handle as
    RouteHandle | undefined;
  useDocumentTitle(title?.title ?? config.productName);
  return null;
}
