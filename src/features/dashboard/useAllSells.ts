import { useCallback, useEffect, useState } from 'react';
import { HISTORY_PAGE_MAX_LIMIT, type Trade } from '../../api/types';
import { useAppDispatch } from '../../hooks/redux';
import { tradingApi } from '../trading';

export interface AllSells {
  /** Every sell of the user, newest first; undefined until the last page is here. */
  sells: Trade[] | undefined;
  loading: boolean;
  error: unknown;
  retry: () => void;
}

/**
 * Every sell of the user (GET /trades?side=sell), for Trade Profit's realized profits: the
 * endpoint pages (at most HISTORY_PAGE_MAX_LIMIT a page), and a sum needs all of them, so the
 * pages are read one after the other, each through the trading cache, until `nextCursor` is
 * null. A failed page fails the whole list (a partial sum would be wrong) and Retry starts over.
 */
export function useAllSells({ skip }: { skip: boolean }): AllSells {
  const dispatch = useAppDispatch();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<AllSells, 'retry'>>({
    sells: undefined,
    loading: true,
    error: undefined,
  });

  useEffect(() => {
    if (skip) return undefined;
    let cancelled = false;
    setState({ sells: undefined, loading: true, error: undefined });
    async function readAll() {
      const sells: Trade[] = [];
      const seen = new Set<string>();
      let cursor: string | undefined;
      do {
        const request = dispatch(
          tradingApi.endpoints.getTrades.initiate(
            { side: 'sell', limit: HISTORY_PAGE_MAX_LIMIT, ...(cursor ? { cursor } : {}) },
            { subscribe: false, forceRefetch: true },
          ),
        );
        const page = await request.unwrap();
        sells.push(...page.trades);
        // A cursor met twice would loop for ever; the list is complete as far as it is sound.
        cursor = page.nextCursor && !seen.has(page.nextCursor) ? page.nextCursor : undefined;
        if (cursor) seen.add(cursor);
      } while (cursor && !cancelled);
      return sells;
    }
    readAll().then(
      (sells) => {
        if (!cancelled) setState({ sells, loading: false, error: undefined });
      },
      (error: unknown) => {
        if (!cancelled) setState({ sells: undefined, loading: false, error });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [dispatch, attempt, skip]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  if (skip) return { sells: undefined, loading: false, error: undefined, retry };
  return { ...state, retry };
}
