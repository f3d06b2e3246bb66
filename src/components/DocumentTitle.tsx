import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { config } from '../config/config';
import { useT, type MessageRef } from '../i18n';
import { layoutMessages } from '../i18n/namespaces/layout';

export interface RouteHandle {
  /** The page's name, in the language chosen when the title is set. */
  title: MessageRef;
}

function hasTitle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}

/**
 * Sets `document.title` to `"<Page> | Meridian"` (in the chosen language's form) for a page
 * whose title depends on its state (e.g. Login / Reset); the caller gives the page's name in
 * the language chosen.
 */
export function useDocumentTitle(page: string): void {
  const t = useT(layoutMessages);
  const title = t('documentTitle', { page, product: config.productName });
  useEffect(() => {
    document.title = title;
  }, [title]);
}

function RouteTitle({ title }: { title: MessageRef }) {
  const t = useT<string>(title.namespace);
  useDocumentTitle(t(title.key, title.values));
  return null;
}

/** Where no route names its page, the product's name stands in for it. */
function ProductTitle() {
  useDocumentTitle(config.productName);
  return null;
}

/** Applies the deepest matched route's `handle.title` as `"<Page> | Meridian"`. */
export function DocumentTitle() {
  const matches = useMatches();
  const handle = [...matches].reverse().find((match) => hasTitle(match.handle))?.handle as
    RouteHandle | undefined;
  return handle ? <RouteTitle title={handle.title} /> : <ProductTitle />;
}
