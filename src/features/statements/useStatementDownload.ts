import { useCallback, useEffect, useRef, useState } from 'react';
import { sessionExpired } from '../../api/sessionEvents';
import { useAppDispatch, useAppSelector } from '../../hooks/redux';
import type { MessageRef } from '../../i18n';
import { UNEXPECTED_ERROR_MESSAGE } from '../../lib/apiError';
import { saveBlob } from '../../lib/download';
import type { DayRange } from '../../lib/dateRange';
import { selectSession } from '../session';
import { fetchStatementCsv, StatementError, type StatementProgress } from './fetchStatement';

export type StatementDownloadState =
  | { status: 'idle' }
  | { status: 'downloading'; progress: StatementProgress }
  | { status: 'failed'; message: string | MessageRef };

/**
 * Downloads a CSV statement with the session's token and saves it only when it arrived whole.
 * A 401 ends the session, as every bearer call's does; leaving the page (or `cancel`) aborts
 * the request.
 */
export function useStatementDownload() {
  const dispatch = useAppDispatch();
  const { token } = useAppSelector(selectSession);
  const [state, setState] = useState<StatementDownloadState>({ status: 'idle' });
  const inFlight = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    inFlight.current?.abort();
    inFlight.current = null;
  }, []);
  useEffect(() => cancel, [cancel]);

  const download = useCallback(
    /** Resolves with the saved file's name, or undefined when nothing was saved. */
    async (range: DayRange): Promise<string | undefined> => {
      if (!token || inFlight.current) return undefined;
      const controller = new AbortController();
      inFlight.current = controller;
      setState({ status: 'downloading', progress: { receivedBytes: 0 } });
      try {
        const file = await fetchStatementCsv({
          range,
          token,
          signal: controller.signal,
          onProgress: (progress) => setState({ status: 'downloading', progress }),
        });
        saveBlob(file.fileName, file.blob);
        setState({ status: 'idle' });
        return file.fileName;
      } catch (error) {
        if (controller.signal.aborted) return undefined;
        if (error instanceof StatementError && error.status === 401) {
          dispatch(sessionExpired());
          return undefined;
        }
        const message = error instanceof StatementError ? error.shown : UNEXPECTED_ERROR_MESSAGE;
        setState({ status: 'failed', message });
        return undefined;
      } finally {
        if (inFlight.current === controller) inFlight.current = null;
      }
    },
    [dispatch, token],
  );

  const reset = useCallback(() => {
    cancel();
    setState({ status: 'idle' });
  }, [cancel]);

  return { state, download, reset };
}
