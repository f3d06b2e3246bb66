import type { ReactNode } from 'react';
import { LazyStep } from './LazyStep';

interface LazyDialogProps<Module> {
  /** The dialog's module; a stable function (module scope), so it is fetched once. */
  load: () => Promise<Module>;
  open: boolean;
  /** The dialog, drawn from its module; it gets `open` from here and keeps its closing transition. */
  children: (module: Module) => ReactNode;
}

/**
 * A dialog whose code is not part of the page's first render (MUI's Modal, Dialog and the
 * dialog's own form): a LazyStep shown while the dialog is open. Once its code is here the
 * dialog stays mounted, so it keeps its closing transition.
 */
export function LazyDialog<Module>({ load, open, children }: LazyDialogProps<Module>) {
  return (
    <LazyStep load={load} shown={open}>
      {children}
    </LazyStep>
  );
}
