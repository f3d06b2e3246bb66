import type { UserDetails } from '../../api/types';
import { useAppSelector } from '../../hooks/redux';
import { sessionApi, useGetUserQuery } from './sessionApi';
import { selectSavedUserDetails } from './sessionSelectors';

/**
 * The one way screens read the signed-in user's details: the server's answer to token-user in
 * the API cache. `useUserDetails` asks the server again when the screen mounts (SPEC §5: the
 * figures are fresh whenever shown); `useKnownUserDetails` asks nothing and falls back on the
 * copy saved at sign-in, for what may be a moment old (a greeting, the currency of a list).
 */
export function useUserDetails() {
  const { data, error, isFetching, refetch } = useGetUserQuery();
  return {
    /** Undefined until the server has answered in this session. */
    user: data,
    error,
    isFetching,
    refetch,
  };
}

export function useKnownUserDetails(): UserDetails | undefined {
  const { data } = sessionApi.endpoints.getUser.useQueryState();
  const saved = useAppSelector(selectSavedUserDetails);
  return data ?? saved ?? undefined;
}
