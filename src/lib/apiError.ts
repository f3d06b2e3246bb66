/**
 * Turns whatever an RTK Query call rejected with into the sentence a user should read.
 * The server's own `{ message }` wins; a request that never reached the server gets the
 * network message, so the user knows their input is fine and can try again.
 */
export const NETWORK_ERROR_MESSAGE = 'Network error — please check your connection and try again.';
export const UNEXPECTED_ERROR_MESSAGE = 'Something went wrong. Please try again.';
/**
 * An answer the app cannot read (SPEC §12.0): a field missing or of another type than the
 * contract says. Its screen or dialog says so with a Retry; the rest of the page stays.
 */
export const UNREADABLE_ANSWER_MESSAGE =
  'The answer from the server could not be read. Please try again.';

function hasMessage(value: unknown): value is { message: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'message' in value &&
    typeof value.message === 'string'
  );
}

export function errorMessageOf(error: unknown): string {
  if (typeof error !== 'object' || error === null) return UNEXPECTED_ERROR_MESSAGE;
  if ('status' in error) {
    const { status } = error;
    if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return NETWORK_ERROR_MESSAGE;
    if ('data' in error && hasMessage((error as { data: unknown }).data)) {
      return (error as { data: { message: string } }).data.message;
    }
    return UNEXPECTED_ERROR_MESSAGE;
  }
  return UNEXPECTED_ERROR_MESSAGE;
}

/** The `code` of a server's refusal (`{ code, message }`), for a client that acts on it. */
export function errorCodeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const { data } = error;
  if (typeof data !== 'object' || data === null || !('code' in data)) return undefined;
  return typeof data.code === 'string' ? data.code : undefined;
}
