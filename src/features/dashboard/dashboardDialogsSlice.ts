import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The dashboard's dialogs as a story a QA tester can replay in Redux DevTools (issue 18): the
 * operator's notification and the verification request, each shown and dismissed. Dismissals
 * last for one page view: `dashboardOpened` starts a view afresh, so each visit reminds again.
 */
export interface DashboardDialogsState {
  /** The notification text dismissed during this view (a new text shows again). */
  dismissedNotification: string | null;
  verificationDismissed: boolean;
  /** The dialog last shown, for the story; what is open is derived from the dismissals. */
  shown: 'notification' | 'verification' | null;
}

export const initialDashboardDialogsState: DashboardDialogsState = {
  dismissedNotification: null,
  verificationDismissed: false,
  shown: null,
};

const dashboardDialogsSlice = createSlice({
  name: 'dashboardDialogs',
  initialState: initialDashboardDialogsState,
  reducers: {
    dashboardOpened: () => initialDashboardDialogsState,
    notificationShown: (state) => {
      state.shown = 'notification';
    },
    notificationDismissed: (state, action: PayloadAction<string>) => {
      state.dismissedNotification = action.payload;
      state.shown = null;
    },
    verificationShown: (state) => {
      state.shown = 'verification';
    },
    verificationDismissed: (state) => {
      state.verificationDismissed = true;
      state.shown = null;
    },
  },
});

export const dashboardDialogs = dashboardDialogsSlice.actions;
export const dashboardDialogsReducer = dashboardDialogsSlice.reducer;

export const selectDashboardDialogs = (state: { dashboardDialogs: DashboardDialogsState }) =>
  state.dashboardDialogs;
