import { useCallback, useEffect, useState } from 'react';

export interface LazyModule<Module> {
  /** The loaded module; undefined until it has arrived. */
  module: Module | undefined;
  /** True while its code is being fetched (real work: a loader may say so). */
  loading: boolean;
  /** Why the last load failed (offline, a deploy replaced the chunk); undefined otherwise. */
  error: unknown;
  /** Fetches again after a failure: webpack requests a chunk anew after a failed load. */
  retry: () => void;
}

/**
 * Code a screen needs only sometimes (a dialog), fetched once `wanted` turns true, with its
 * loading and failure as state the screen shows — unlike React.lazy, whose failed load stays
 * failed and can only reach an error boundary.
 */
export function useLazyModule<Module>(
  load: () => Promise<Module>,
  wanted: boolean,
): LazyModule<Module> {
  const [module, setModule] = useState<Module | undefined>(undefined);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(undefined);

  const fetchModule = useCallback(() => {
    setLoading(true);
    setError(undefined);
    load().then(
      (loaded) => {
        setModule(() => loaded);
        setLoading(false);
      },
      (failure: unknown) => {
        setError(failure ?? new Error('The code could not be loaded'));
        setLoading(false);
      },
    );
  }, [load]);

  const needed = wanted && module === undefined;
  useEffect(() => {
    // Only the first time it is wanted: after a failure, the user's Retry asks again.
    if (needed && !loading && error === undefined) fetchModule();
  }, [needed, loading, error, fetchModule]);

  return { module, loading, error, retry: fetchModule };
}
