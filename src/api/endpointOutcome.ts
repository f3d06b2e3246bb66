import { isFulfilled, isRejected, type UnknownAction } from '@reduxjs/toolkit';
import { api } from './api';

/** The `meta.arg` RTK Query puts on every action of a query or mutation it runs. */
function endpointNameOf(action: UnknownAction): unknown {
  const { meta } = action as { meta?: { arg?: { endpointName?: unknown } } };
  return meta?.arg?.endpointName;
}

/**
 * Matches the settled action of one of `api`'s endpoints by its name, for a slice that must
 * react to it without importing the endpoint's module: `withdrawalApi.endpoints.x.matchFulfilled`
 * would put the withdrawal endpoints' code into every page's first bundle, since the store (and
 * so its slices) loads with every page. Callers pin the name to the endpoint's type
 * (`satisfies keyof …['endpoints']`), so a rename fails the type check instead of silently
 * never matching.
 */
export function endpointSettled(
  endpointName: string,
  outcome: 'fulfilled' | 'rejected',
): (action: UnknownAction) => boolean {
  const settled = outcome === 'fulfilled' ? isFulfilled : isRejected;
  return (action) =>
    action.type.startsWith(`${api.reducerPath}/`) &&
    settled(action) &&
    endpointNameOf(action) === endpointName;
}
