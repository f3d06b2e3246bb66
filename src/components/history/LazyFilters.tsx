import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { ResponsiveStyleValue } from '@mui/system';
import { useLazyModule } from '../../hooks/useLazyModule';
import { useT } from '../../i18n';
import { historyMessages } from '../../i18n/namespaces/history';
import { RetryAlert } from '../RetryAlert';

interface LazyFiltersProps<Module> {
  /** The filter form's module; a stable function (module scope), so it is fetched once. */
  load: () => Promise<Module>;
  /**
   * The form's height before any error shows, measured in Chromium at each breakpoint: held
   * while the code loads, so the rows below do not move when the form appears.
   */
  height: ResponsiveStyleValue<number>;
  children: (module: Module) => ReactNode;
}

/**
 * A history page's filter form, in its own chunk fetched as the page mounts: its code (the form
 * library, date validation, the inputs) was most of a history page's code, and its render the
 * largest part of the page's first (issue 15: first rows ≤ 500 ms; issue 32: first render
 * ≤ 215 kB). A failed load says so, with Retry, and leaves the rows as they are.
 */
export function LazyFilters<Module>({ load, height, children }: LazyFiltersProps<Module>) {
  const t = useT(historyMessages);
  const code = useLazyModule(load, true);
  if (code.module) return children(code.module);
  if (code.error !== undefined) {
    return <RetryAlert message={t('history.filtersFailed')} onRetry={code.retry} />;
  }
  return <Box sx={{ minHeight: height }} />;
}
