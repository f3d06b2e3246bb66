import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { saveHideAmounts } from './hideAmountsStorage';
import { hideAmountsToggled, selectHideAmounts, type PrivacyState } from './privacySlice';

/**
 * Saves the choice whenever the user flips it. A listener rather than the reducer, so the
 * reducer stays pure; a change that came from another tab is already saved and is not written
 * back (that would echo the event between tabs).
 */
export function startSavingHideAmounts(listeners: ListenerMiddlewareInstance) {
  return listeners.startListening({
    actionCreator: hideAmountsToggled,
    effect: (_action, listenerApi) => {
      saveHideAmounts(selectHideAmounts(listenerApi.getState() as { privacy: PrivacyState }));
    },
  });
}
