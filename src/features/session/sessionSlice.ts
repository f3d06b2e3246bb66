import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import { REHYDRATE } from 'redux-persist';
import { sessionExpired } from '../../api/sessionEvents';
import { isTwoFactorChallenge, type LoginSuccessResponse, type UserDetails } from '../../api/types';
import { englishText, messageRef, type MessageRef } from '../../i18n';
import { sessionMessages } from '../../i18n/namespaces/session';
import { errorMessageOf } from '../../lib/apiError';
// The slice matches these endpoints' actions; importing them from here injects them first.
import { sessionApi } from './sessionApi';

/** The client state of SPEC §7. Serializable; side effects live in RTK Query and listeners. */
interface AmountState {
  amount: number;
}

/**
 * Why this tab's session last ended, so the guard knows where to go: the user's own Logout
 * lands on `/`, every other ending on sign-in (which then returns them to where they were).
 */
export type SignOutReason =
  'logout' | 'otherTab' | 'inactivity' | 'everywhere' | 'expired' | 'locked';

export interface SessionState {
  isUser: boolean;
  token: string | null;
  /**
   * The copy of the user's details kept in storage (SPEC §7), so a reload can greet the user
   * before the server answers. The server's answers live in the API cache; a listener
   * (userDetailsListener.ts) copies each one here. Screens read useUserDetails, not this.
   */
  userDetails: UserDetails | null;
  /** Shown once in the registration or password reset dialog; never persisted. */
  seedPhrase: string;
  /** What sign-in's error box says, in English: the server's message or a sign-out notice. */
  loginError: string;
  /**
   * The same sign-out notice as a catalogue message, so sign-in shows it in the chosen
   * language; null when loginError is the server's (already in the user's language) or empty.
   */
  loginNotice: MessageRef | null;
  errorMessage: string;
  forgotPassword: boolean;
  showModal: boolean;
  depositAmount: AmountState;
  loading: boolean;
  /** Never persisted: a reload starts without a reason. */
  signOutReason: SignOutReason | null;
}

export const initialSessionState: SessionState = {
  isUser: false,
  token: null,
  userDetails: null,
  seedPhrase: '',
  loginError: '',
  loginNotice: null,
  errorMessage: '',
  forgotPassword: false,
  showModal: false,
  depositAmount: { amount: 0 },
  loading: false,
  signOutReason: null,
};

/** A sign-out notice for sign-in: its catalogue message and its English text. */
function signOutNotice(notice: MessageRef): Pick<SessionState, 'loginError' | 'loginNotice'> {
  return {
    // The English text comes from the same catalogue entry the screen translates.
    loginError: englishText(notice.namespace, notice.key, notice.values),
    loginNotice: notice,
  };
}

const inactivityNotice = (idleMinutes: number) =>
  messageRef(sessionMessages, 'signedOut.inactivity', { minutes: idleMinutes });

/** SPEC §11.1's sign-in message after an idle sign-out, with the configured number. */
export function inactivityMessage(idleMinutes: number): string {
  return signOutNotice(inactivityNotice(idleMinutes)).loginError;
}

interface RehydrateAction {
  type: typeof REHYDRATE;
  key: string;
  payload?: Partial<Pick<SessionState, 'token' | 'userDetails'>>;
}

const { login, loginWithCode, loginWithPasskey, register, editPassword } = sessionApi.endpoints;

/**
 * The one way a session starts: a password sign-in, its second step when 2FA is on, or a
 * passkey sign-in. The
 * answer's user details are saved by the listener that follows the server's answers.
 */
function startSession(state: SessionState, { token }: LoginSuccessResponse) {
  state.loading = false;
  state.isUser = true;
  state.signOutReason = null;
  state.token = token;
}

const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    /** The user pressed Logout (the header's or the idle dialog's). */
    loggedOut: () => ({ ...initialSessionState, signOutReason: 'logout' as const }),
    /** Another tab of this browser removed the saved token: this tab follows it. */
    signedOutInAnotherTab: () => ({ ...initialSessionState, signOutReason: 'otherTab' as const }),
    /** The user ended every session of the account (Account → Security): this one too. */
    signedOutEverywhere: () => ({ ...initialSessionState, signOutReason: 'everywhere' as const }),
    /** The user locked the account (Account → Security): the server ended every session. */
    accountLocked: () => ({ ...initialSessionState, signOutReason: 'locked' as const }),
    /** The idle countdown reached zero. */
    signedOutForInactivity: (_state, action: PayloadAction<{ idleMinutes: number }>) => ({
      ...initialSessionState,
      signOutReason: 'inactivity' as const,
      ...signOutNotice(inactivityNotice(action.payload.idleMinutes)),
    }),
    forgotPasswordToggled: (state, action: PayloadAction<boolean>) => {
      state.forgotPassword = action.payload;
      state.loginError = '';
      state.loginNotice = null;
      state.errorMessage = '';
    },
    modalClosed: (state) => {
      state.showModal = false;
      state.seedPhrase = '';
    },
    depositAmountChosen: (state, action: PayloadAction<number>) => {
      state.depositAmount = { amount: action.payload };
    },
    /** The server sent the user's details (sign-in, token-user, edit): the saved copy follows. */
    userDetailsSaved: (state, action: PayloadAction<UserDetails>) => {
      state.userDetails = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(REHYDRATE, (state, action) => {
        const { key, payload } = action as unknown as RehydrateAction;
        // No payload: nothing was read from storage — redux-persist's 5-second timeout fired, e.g.
        // for a store that started already rehydrated. That says nothing about the session, so
        // it stays as it is instead of being signed out while its token is still there.
        if (key !== SESSION_PERSIST_KEY || payload === undefined) return;
        // Only the token and user are persisted; "signed in" is derived from them.
        state.isUser = Boolean(payload?.token);
      })
      .addCase(sessionExpired, () => ({
        ...initialSessionState,
        ...signOutNotice(messageRef(sessionMessages, 'signedOut.expired')),
        signOutReason: 'expired' as const,
      }))
      .addMatcher(
        isAnyOf(login.matchPending, register.matchPending, editPassword.matchPending),
        (state) => {
          state.loading = true;
          state.loginError = '';
          state.loginNotice = null;
          state.errorMessage = '';
        },
      )
      .addMatcher(login.matchFulfilled, (state, action) => {
        // A challenge starts nothing yet: the sign-in form asks for the code.
        if (isTwoFactorChallenge(action.payload)) state.loading = false;
        else startSession(state, action.payload);
      })
      .addMatcher(
        isAnyOf(loginWithCode.matchFulfilled, loginWithPasskey.matchFulfilled),
        (state, action) => {
          startSession(state, action.payload);
        },
      )
      .addMatcher(loginWithPasskey.matchPending, (state) => {
        state.loginError = '';
        state.loginNotice = null;
      })
      .addMatcher(isAnyOf(login.matchRejected, loginWithPasskey.matchRejected), (state, action) => {
        state.loading = false;
        state.loginError = errorMessageOf(action.payload);
        state.loginNotice = null;
      })
      .addMatcher(register.matchFulfilled, (state, action) => {
        state.loading = false;
        state.seedPhrase = action.payload.seedPhrase;
        state.showModal = true;
      })
      .addMatcher(register.matchRejected, (state, action) => {
        state.loading = false;
        state.errorMessage = errorMessageOf(action.payload);
      })
      .addMatcher(editPassword.matchFulfilled, (state, action) => {
        state.loading = false;
        // The reset rotated the phrase: shown once in the reset dialog, forgotten on close.
        state.seedPhrase = action.payload.seedPhrase;
        state.showModal = true;
      })
      .addMatcher(editPassword.matchRejected, (state, action) => {
        state.loading = false;
        state.loginError = errorMessageOf(action.payload);
        state.loginNotice = null;
      });
  },
});

/** The redux-persist key of the session slice (the storage adapter maps it to SPEC keys). */
export const SESSION_PERSIST_KEY = 'session';

export const {
  loggedOut,
  signedOutInAnotherTab,
  signedOutEverywhere,
  accountLocked,
  signedOutForInactivity,
  forgotPasswordToggled,
  modalClosed,
  depositAmountChosen,
  userDetailsSaved,
} = sessionSlice.actions;

export const sessionReducer = sessionSlice.reducer;

/** Every way a session ends in this tab: what a listener clears the cached API data on. */
export const isSessionEnd = isAnyOf(
  loggedOut,
  signedOutInAnotherTab,
  signedOutEverywhere,
  accountLocked,
  signedOutForInactivity,
  sessionExpired,
);
