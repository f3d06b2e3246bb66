import { useEffect, type ReactNode } from 'react';
import { useT } from '../i18n';
import { commonMessages } from '../i18n/namespaces/common';
import { whenIdle } from '../lib/whenIdle';
import { LazyPart } from './LazyPart';

interface LazyDialogProps<Module> {
  /** The dialog's module; a stable function (module scope), so it is fetched once. */
  load: () => Promise<Module>;
  open: boolean;
  /** The dialog, drawn from its module; it gets `open` from here and keeps its closing transition. */
  children: (module: Module) => ReactNode;
}

/**
 * A dialog whose code is not part of the page's first render: MUI's Modal, Dialog and the
 * dialog's own form come once the page is idle (so opening it is normally instant) or when it
 * opens, whichever is first. If it is still on its way when the dialog is wanted, a loading bar
 * says so; if it cannot be fetched, the page says so with a Retry instead of the click doing
 * nothing.
 */
export function LazyDialog<Module>({ load, open, children }: LazyDialogProps<Module>) {
  const t = useT(commonMessages);
  // Fetched ahead but not kept: the module cache holds it, and the dialog mounts when wanted.
  useEffect(() => whenIdle(() => void load().catch(() => undefined)), [load]);
  return (
    <LazyPart
      load={load}
      wanted={open}
      loadingLabel={t('codeLoading')}
      failedMessage={t('codeLoadFailed')}
    >
      {children}
    </LazyPart>
  );
}
