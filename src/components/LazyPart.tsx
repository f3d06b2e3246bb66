import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useLazyModule } from '../hooks/useLazyModule';
import { PageLoadingBar } from './PageLoadingBar';
import { RetryAlert } from './RetryAlert';

interface LazyPartProps<Module> {
  /** The part's module; a stable function (module scope), so it is fetched once. */
  load: () => Promise<Module>;
  /** Fetch the code now (the part is wanted, or soon will be). */
  wanted: boolean;
  /** Whether its loading bar or failure shows while the code is not here: `wanted` unless said. */
  showStatus?: boolean;
  /** The loading bar's name: what is on its way. */
  loadingLabel: string;
  /** What the failure says above its Retry. */
  failedMessage: string;
  /** Around the loading bar and the failure only, never around the part itself. */
  statusSx?: SxProps<Theme>;
  /** The part, drawn from its module. */
  children: (module: Module) => ReactNode;
}

/**
 * A part of a screen whose code is not in the screen's first render (a dialog, the dashboard's
 * lower sections): fetched when wanted, with a loading bar while it is on its way (real work,
 * SPEC §0.4) and, if it cannot be fetched, a message with a Retry instead of nothing happening.
 */
export function LazyPart<Module>({
  load,
  wanted,
  showStatus = wanted,
  loadingLabel,
  failedMessage,
  statusSx,
  children,
}: LazyPartProps<Module>) {
  const code = useLazyModule(load, wanted);
  if (code.module !== undefined) return <>{children(code.module)}</>;
  if (!showStatus) return null;
  const status =
    code.error !== undefined ? (
      <RetryAlert message={failedMessage} onRetry={code.retry} />
    ) : (
      <PageLoadingBar label={loadingLabel} />
    );
  return statusSx ? <Box sx={statusSx}>{status}</Box> : status;
}
