import { createAction } from '@reduxjs/toolkit';

/**
 * Events the API layer raises about the session. They live beside the API slice (not in the
 * session feature) so the base query can dispatch them without importing a feature.
 */
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

/** A bearer call was answered 401: the saved token is no longer accepted. */
export const sessionExpired = createAction('session/expired');

/** The shape of the store the base query reads the bearer token from. */
export interface StateWithToken {
  session: { token: string | null };
}
