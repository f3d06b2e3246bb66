import { config } from '../../config/config';
import { messageRef, type MessageRef } from '../../i18n';
import { currentLanguage } from '../../i18n/languageStore';
import { statementsMessages } from '../../i18n/namespaces/statements';
import { NETWORK_ERROR_MESSAGE, UNEXPECTED_ERROR_MESSAGE } from '../../lib/apiError';
import type { DayRange } from '../../lib/dateRange';

/** The English text the SPEC names (shown in the chosen language). */
export const INTERRUPTED_MESSAGE = statementsMessages.en.interrupted;
const INTERRUPTED = messageRef(statementsMessages, 'interrupted');

/**
 * A statement that could not be fetched; `status` is the server's when it answered. `shown` is
 * what the dialog says: the server's message as it came, or one of ours in the chosen language.
 */
export class StatementError extends Error {
  constructor(
    readonly shown: string | MessageRef,
    readonly status?: number,
  ) {
    super(typeof shown === 'string' ? shown : shown.namespace.en[shown.key]);
    this.name = 'StatementError';
  }
}

export interface StatementProgress {
  receivedBytes: number;
  /** From Content-Length; absent for a streamed answer, so progress is indeterminate. */
  totalBytes?: number;
}

export interface StatementFile {
  fileName: string;
  blob: Blob;
}

interface FetchStatementOptions {
  range: DayRange;
  token: string;
  signal: AbortSignal;
  onProgress: (progress: StatementProgress) => void;
}

/** The contract's file name, used only when the browser may not read the server's header. */
function contractFileName({ from, to }: DayRange): string {
  return `meridian-statement-${from}-to-${to}.csv`;
}

/** `attachment; filename="x.csv"` (or RFC 5987's `filename*=UTF-8''x.csv`) → `x.csv`. */
export function fileNameFrom(contentDisposition: string | null): string | undefined {
  if (!contentDisposition) return undefined;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(contentDisposition);
  if (extended?.[1]) return decodeURIComponent(extended[1].trim());
  const plain = /filename\s*=\s*"([^"]+)"|filename\s*=\s*([^;\s]+)/i.exec(contentDisposition);
  return plain?.[1] ?? plain?.[2];
}

async function serverMessage(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null && 'message' in body) {
      const { message } = body;
      if (typeof message === 'string' && message) return message;
    }
  } catch {
    // Not JSON (a proxy's error page, say): the generic sentence below says enough.
  }
  return UNEXPECTED_ERROR_MESSAGE;
}

/**
 * A CSV statement always ends with its closing-balance row (SPEC §11.2); without it the file
 * is cut short even if the connection ended cleanly, and must not be saved as a statement.
 */
function endsWithClosingRow(csv: string): boolean {
  const lastLine = csv.trimEnd().split(/\r?\n/).pop() ?? '';
  return lastLine.split(',')[1] === 'closing_balance';
}

/**
 * Fetches a CSV statement with the user's bearer token, reading it chunk by chunk so progress
 * can be shown. Resolves only with a complete file: a network failure, a non-2xx answer (with
 * the server's message) or a stream that breaks off rejects with a StatementError, and an
 * abort rejects with the AbortError.
 */
export async function fetchStatementCsv({
  range,
  token,
  signal,
  onProgress,
}: FetchStatementOptions): Promise<StatementFile> {
  const query = new URLSearchParams({ from: range.from, to: range.to, format: 'csv' });
  let response: Response;
  try {
    response = await fetch(`${config.apiUrl}/statements?${query.toString()}`, {
      headers: { Authorization: `Bearer ${token}`, 'Accept-Language': currentLanguage() },
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new StatementError(NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) {
    throw new StatementError(await serverMessage(response), response.status);
  }

  const length = Number(response.headers.get('content-length'));
  const totalBytes = Number.isFinite(length) && length > 0 ? length : undefined;
  const chunks: BlobPart[] = [];
  let receivedBytes = 0;
  onProgress({ receivedBytes, totalBytes });
  try {
    if (!response.body) throw new StatementError(INTERRUPTED);
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      receivedBytes += value.byteLength;
      onProgress({ receivedBytes, totalBytes });
    }
  } catch (error) {
    if (signal.aborted) throw error;
    throw new StatementError(INTERRUPTED);
  }

  const blob = new Blob(chunks, { type: 'text/csv;charset=utf-8' });
  if (!endsWithClosingRow(await blob.text())) throw new StatementError(INTERRUPTED);
  return {
    fileName: fileNameFrom(response.headers.get('content-disposition')) ?? contractFileName(range),
    blob,
  };
}
