import type { Action, DevToolsEnhancerOptions } from '@reduxjs/toolkit';
import { maskSensitive } from '../lib/sensitiveFields';

/**
 * Redux DevTools for QA (issue 18). On in development, off in production builds unless the
 * build sets REDUX_DEVTOOLS=on (the staging bundle, `npm run build:staging`). Whatever reaches
 * the extension goes through the sanitizers below first, so a recorded log never holds a
 * password, seed phrase, token, 2FA secret or code (src/lib/sensitiveFields.ts lists them).
 */

/** How many stack frames each action's trace keeps: enough to find the dispatching component. */
export const DEVTOOLS_TRACE_LIMIT = 25;

/**
 * Masks an action the way DevTools will record it. RTK Query actions carry the request at
 * `meta.arg.originalArgs` and the answer at `payload` (a register's seed phrase, a login's
 * token), redux-persist's REHYDRATE the saved token: deep masking covers all of them.
 */
export function actionSanitizer<A extends Action>(action: A): A {
  return maskSensitive(action);
}

/**
 * Masks a state snapshot: `session.token`, `session.seedPhrase`, and RTK Query's
 * `api.queries[*].originalArgs` / `api.mutations[*]` (args and results).
 */
export function stateSanitizer<S>(state: S): S {
  return maskSensitive(state);
}

/** configureStore's `devTools` option: false, or the options the extension is given. */
export function devToolsOptions(enabled: boolean): DevToolsEnhancerOptions | false {
  if (!enabled) return false;
  return {
    name: 'Meridian',
    trace: true,
    traceLimit: DEVTOOLS_TRACE_LIMIT,
    actionSanitizer,
    stateSanitizer,
  };
}
