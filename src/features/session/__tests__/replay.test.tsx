import { addListener, configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { screen } from '@testing-library/react';
import { paths } from '../../../config/routes';
import { rootReducer } from '../../../app/store';
import { renderApp } from '../../../test/renderWithProviders';

/**
 * QA testers export a flow's actions from Redux DevTools and replay them. That only works if
 * reducers are pure and every action is plain, serializable data: replaying the recorded
 * actions into a fresh store must rebuild the same state.
 */
describe('replaying a recorded login flow', () => {
  it('rebuilds the same session and request state in a fresh store', async () => {
    const { store, user } = renderApp(paths.signIn, { persist: false });
    const recorded: UnknownAction[] = [];
    store.dispatch(
      addListener({
        predicate: () => true,
        effect: (action) => {
          recorded.push(action);
        },
      }),
    );

    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { name: 'Dashboard' });

    const replayed = configureStore({ reducer: rootReducer });
    const exported = JSON.parse(JSON.stringify(recorded)) as UnknownAction[];
    exported.forEach((action) => replayed.dispatch(action));

    const original = store.getState();
    const copy = replayed.getState();
    expect(recorded.map((action) => action.type)).toEqual(
      expect.arrayContaining(['api/executeMutation/pending', 'api/executeMutation/fulfilled']),
    );
    // `_persist` is redux-persist's bookkeeping, absent when no persistor runs.
    const withoutPersist = ({ _persist, ...session }: typeof original.session) => {
      void _persist;
      return session;
    };
    const originalSession = withoutPersist(original.session);
    const copySession = withoutPersist(copy.session);
    expect(copySession).toEqual(originalSession);
    expect(copySession.isUser).toBe(true);
    expect(copy.api.mutations).toEqual(original.api.mutations);
  });
});
