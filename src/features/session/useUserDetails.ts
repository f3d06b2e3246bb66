import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { UserDetails } from '../../api/types';
import { useAppSelector } from '../../hooks/redux';
import { sessionApi, useGetUserQuery } from './sessionApi';
import { selectSavedUserDetails } from './sessionSelectors';

/** What RTK Query's hooks give for token-user: its answer, or why there is none. */
interface UserQueryResult {
  data?: UserDetails;
  error?: FetchBaseQueryError | SerializedError;
}

/**
 * The parts of the token-user answer a screen reads: RTK Query re-renders a component when what
 * it selects changes, and with the whole result that was every change of the fetching flags
 * too (on the dashboard, about 140 components each time, on a slow phone's busiest seconds).
 */
const dataAndError = ({ data, error }: UserQueryResult) => ({
  data,
  error,
});
const dataOnly = ({ data }: UserQueryResult) => ({ data });

/**
 * The one way screens read the signed-in user's details: the server's answer to token-user in
 * the API cache. `useUserDetails` asks the server again when the screen mounts (SPEC §5: the
 * figures are fresh whenever shown); `useKnownUserDetails` asks nothing and falls back on the
 * copy saved at sign-in, for what may be a moment old (a greeting, the currency of a list).
 */
export function useUserDetails() {
  const { data, error, refetch } = useGetUserQuery(undefined, { selectFromResult: dataAndError });
  return {
    /** Undefined until the server has answered in this session. */
    user: data,
    error,
    refetch,
  };
}

export function useKnownUserDetails(): UserDetails | undefined {
  const { data } = sessionApi.endpoints.getUser.useQueryState(undefined, {
    selectFromResult: dataOnly,
  });
  // The saved copy only until the answer is here: every answer is saved anew (a new object,
  // userDetailsListener.ts), and reading it then re-rendered the reader for nothing.
  const saved = useAppSelector((state) =>
    data === undefined ? selectSavedUserDetails(state) : undefined,
  );
  return data ?? saved ?? undefined;
}
