import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistStore } from 'redux-persist';
import { api } from '../api/api';
import { marketApi } from '../api/market';
import {
  isSessionEnd,
  persistedSessionReducer,
  startSavingUserDetails,
} from '../features/session/state';
import { privacyReducer, startSavingHideAmounts } from '../features/privacy';
import { config } from '../config/config';
import { devToolsOptions } from './devTools';
import { signUpFlowReducer } from '../features/auth/signUpFlowSlice';
import { dashboardDialogsReducer } from '../features/dashboard/dashboardDialogsSlice';
import { depositFlowReducer } from '../features/deposit/depositFlowSlice';
import { withdrawalFlowReducer } from '../features/withdrawal';
// The slice itself, not the feature's index: that also exports the holdings table, whose
// Money reads the store's hooks — an import circle through the store.
import { tradeFlowReducer } from '../features/trading/tradeFlowSlice';

export const rootReducer = combineReducers({
  session: persistedSessionReducer,
  // Hide amounts keeps its own storage key (features/privacy), not redux-persist's.
  privacy: privacyReducer,
  // Flow steps as actions that read as a story, so a DevTools replay shows the same screens.
  signUpFlow: signUpFlowReducer,
  depositFlow: depositFlowReducer,
  withdrawalFlow: withdrawalFlowReducer,
  tradeFlow: tradeFlowReducer,
  dashboardDialogs: dashboardDialogsReducer,
  // API caches are never persisted: they hold one user's data and go stale.
  [api.reducerPath]: api.reducer,
  [marketApi.reducerPath]: marketApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/**
 * Listeners hold the side effects of session events, keeping reducers pure: when a session
 * ends, drop every cached API answer so the next user never sees the previous one's data; the
 * server's user details are copied to the saved session.
 */
function createSessionListeners() {
  const listeners = createListenerMiddleware();
  listeners.startListening({
    predicate: isSessionEnd,
    effect: (_action, listenerApi) => {
      listenerApi.dispatch(api.util.resetApiState());
    },
  });
  startSavingUserDetails(listeners);
  startSavingHideAmounts(listeners);
  return listeners;
}

/**
 * False only in a production build made without REDUX_DEVTOOLS: both are literals there
 * (webpack's DefinePlugin), so the minifier drops the DevTools options and the secret-field
 * list they mask with from the bundle users download. Any other build decides at run time
 * (config.reduxDevTools).
 */
const DEVTOOLS_IN_BUILD =
  process.env.NODE_ENV !== 'production' || process.env.REDUX_DEVTOOLS !== undefined;

export function setupStore(preloadedState?: Partial<RootState>) {
  const listeners = createSessionListeners();
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    // REDUX_DEVTOOLS (config.ts): DevTools with traces, everything masked by the sanitizers.
    devTools: DEVTOOLS_IN_BUILD && devToolsOptions(config.reduxDevTools),
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: {
          // redux-persist's lifecycle actions carry functions by design.
          ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER],
        },
      })
        .prepend(listeners.middleware)
        .concat(api.middleware, marketApi.middleware),
  });
}

export function setupPersistedStore(preloadedState?: Partial<RootState>) {
  const store = setupStore(preloadedState);
  const persistor = persistStore(store);
  return { store, persistor };
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
