import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { setupStore } from '../../../app/store';
import { buildLoginResponse, buildUser } from '../../../test/fixtures';
import { signedInState } from '../../../test/renderWithProviders';
import { apiUrl, server } from '../../../test/server';
import { sessionApi } from '../sessionApi';
import { useKnownUserDetails, useUserDetails } from '../useUserDetails';

/**
 * A screen that reads the user's details re-renders when they change, not at each step of
 * asking for them again (issue 32: on the dashboard every such step re-rendered the page and
 * everything below it, in a slow phone's busiest seconds).
 */

const user = buildUser({ name: 'Ada Render' });

/** Serves token-user, counting the requests; `answer` is what the next one gets. */
function serveUser() {
  const served = { requests: 0, answer: user };
  server.use(
    http.get(apiUrl('/transaction/token-user'), () => {
      served.requests += 1;
      return HttpResponse.json(served.answer);
    }),
  );
  return served;
}

function hookCallsing<Result>(hook: () => Result) {
  const store = setupStore(signedInState(buildLoginResponse({ user })));
  let renders = 0;
  const view = renderHook(
    () => {
      renders += 1;
      return hook();
    },
    {
      wrapper: ({ children }: { children: ReactNode }) => (
        <Provider store={store}>{children}</Provider>
      ),
    },
  );
  const query = () => sessionApi.endpoints.getUser.select()(store.getState());
  /** Whether a request after `requestId` has been answered. */
  const answeredAfter = (requestId: string | undefined) =>
    query().requestId !== requestId && query().isSuccess;
  return { ...view, store, hookCalls: () => renders, query, answeredAfter };
}

test('useUserDetails: asking again for the same details re-renders nothing; new details render', async () => {
  const served = serveUser();
  const { result, hookCalls, query, answeredAfter } = hookCallsing(useUserDetails);
  await waitFor(() => expect(result.current.user).toEqual(user));
  const before = hookCalls();
  const first = query().requestId;

  act(() => void result.current.refetch());
  await waitFor(() => expect(answeredAfter(first)).toBe(true));
  expect(served.requests).toBe(2);
  expect(hookCalls()).toBe(before);

  served.answer = { ...user, name: 'Ada Renamed' };
  act(() => void result.current.refetch());
  await waitFor(() => expect(result.current.user?.name).toBe('Ada Renamed'));
  expect(hookCalls()).toBe(before + 1);
});

test('useKnownUserDetails: the saved copy first, then the answer, and nothing while it is asked for again', async () => {
  const served = serveUser();
  served.answer = { ...user, name: 'Ada Answered' };
  const { result, hookCalls, query, answeredAfter, store } = hookCallsing(useKnownUserDetails);
  // Nothing asked yet: the copy saved at sign-in.
  expect(result.current?.name).toBe('Ada Render');
  await act(() => store.dispatch(sessionApi.endpoints.getUser.initiate()));
  expect(result.current?.name).toBe('Ada Answered');
  const before = hookCalls();
  const first = query().requestId;

  await act(() =>
    store.dispatch(sessionApi.endpoints.getUser.initiate(undefined, { forceRefetch: true })),
  );
  expect(answeredAfter(first)).toBe(true);
  expect(served.requests).toBe(2);
  expect(hookCalls()).toBe(before);
});
