import type { ReactNode } from 'react';
import { useT } from '../i18n';
import { commonMessages } from '../i18n/namespaces/common';
import { usePrefetchWhenIdle } from '../hooks/usePrefetchWhenIdle';
import { LazyPart } from './LazyPart';

interface LazyStepProps<Module> {
  /** The step's module; a stable function (module scope), so it is fetched once. */
  load: () => Promise<Module>;
  /** Whether the step is on screen now. */
  shown: boolean;
  /** The step, drawn from its module once it is here. */
  children: (module: Module) => ReactNode;
}

/**
 * A step the user reaches only after acting (a dialog, a form's second step) whose code is not
 * part of the page's first render: it comes once the page is idle (so reaching the step is
 * normally instant) or when it is shown, whichever is first. If it is still on its way when
 * shown, a loading bar says so; if it cannot be fetched, the page says so with a Retry instead
 * of the action doing nothing.
 */
export function LazyStep<Module>({ load, shown, children }: LazyStepProps<Module>) {
  const t = useT(commonMessages);
  usePrefetchWhenIdle(load);
  return (
    <LazyPart
      load={load}
      wanted={shown}
      loadingLabel={t('codeLoading')}
      failedMessage={t('codeLoadFailed')}
    >
      {children}
    </LazyPart>
  );
}
