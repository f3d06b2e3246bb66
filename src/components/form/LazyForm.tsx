import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { ResponsiveStyleValue } from '@mui/system';
import { useLazyModule } from '../../hooks/useLazyModule';
import { RetryAlert } from '../RetryAlert';

interface LazyFormProps<Module> {
  /** The form's module; a stable function (module scope), so it is fetched once. */
  load: () => Promise<Module>;
  /**
   * The form's height before any error shows, measured in Chromium at each breakpoint: held
   * while the code loads, so what is below does not move when the form appears.
   */
  height: ResponsiveStyleValue<number>;
  /** What the failure says above its Retry. */
  failedMessage: string;
  children: (module: Module) => ReactNode;
}

/**
 * A form that is one part of its page (a history's filters, the Help Center's message), in its
 * own chunk fetched as the page mounts: the form library, validation and inputs are most of
 * such a page's code (issue 15: a history's first rows ≤ 500 ms; issue 32: first render
 * ≤ 215 kB). Its place is held while it loads; a failed load says so, with Retry, and leaves
 * the rest of the page as it is.
 */
export function LazyForm<Module>({ load, height, failedMessage, children }: LazyFormProps<Module>) {
  const code = useLazyModule(load, true);
  if (code.module) return children(code.module);
  if (code.error !== undefined) return <RetryAlert message={failedMessage} onRetry={code.retry} />;
  return <Box sx={{ minHeight: height }} />;
}
