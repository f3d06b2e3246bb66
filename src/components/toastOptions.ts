import type { OptionsObject, SnackbarMessage } from 'notistack';

/**
 * What the toast provider (Toasts.tsx) and the lazily loaded toast stack (ToastHost.tsx) agree
 * on. It sits apart from both so neither imports the other: the provider only loads the host.
 */

/** Toast timing of SPEC §2 / §10. */
export const TOAST_AUTO_HIDE_MS = 5000;

/**
 * notistack's options, less its timer: every toast hides after TOAST_AUTO_HIDE_MS unless hovered
 * or focused (ToastHost runs that timer); `persist: true` keeps one until it is dismissed.
 */
export type ToastOptions = Omit<OptionsObject, 'autoHideDuration'>;

export type ShowToast = (message: SnackbarMessage, options?: ToastOptions) => void;
