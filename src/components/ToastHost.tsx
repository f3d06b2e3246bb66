import { forwardRef, useEffect, useRef, useState, type FocusEvent } from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import CloseIcon from './icons/Close';
import {
  closeSnackbar,
  enqueueSnackbar,
  MaterialDesignContent,
  SnackbarProvider,
  type CustomContentProps,
  type SnackbarKey,
} from 'notistack';
import { TOAST_AUTO_HIDE_MS, type ShowToast } from './toastOptions';
import { useT } from '../i18n';
import { componentsMessages } from '../i18n/namespaces/components';

/**
 * A toast's auto-hide timer, paused while the pointer is over the toast, while keyboard focus is
 * inside it (a keyboard or screen-reader user reading it, or about to dismiss it), and while the
 * window is in the background. notistack 3 pauses only on hover and window blur, with no hook
 * for focus (iamhosseindhv/notistack#490), so its own timer is off and this one runs instead.
 * As in notistack, a resumed toast stays for half the full time.
 */
function useAutoHide(id: SnackbarKey, hideAfterMs: number | null) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [windowActive, setWindowActive] = useState(true);
  const wasPaused = useRef(false);
  const paused = hovered || focused || !windowActive;

  useEffect(() => {
    const onWindowBlur = () => setWindowActive(false);
    const onWindowFocus = () => setWindowActive(true);
    window.addEventListener('blur', onWindowBlur);
    window.addEventListener('focus', onWindowFocus);
    return () => {
      window.removeEventListener('blur', onWindowBlur);
      window.removeEventListener('focus', onWindowFocus);
    };
  }, []);

  useEffect(() => {
    if (hideAfterMs === null) return undefined;
    if (paused) {
      wasPaused.current = true;
      return undefined;
    }
    const timer = setTimeout(
      () => closeSnackbar(id),
      wasPaused.current ? hideAfterMs / 2 : hideAfterMs,
    );
    return () => clearTimeout(timer);
  }, [id, hideAfterMs, paused]);

  return {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      // Focus moving between the toast's own controls keeps it paused.
      if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
    },
  };
}

/**
 * notistack's own colours put white text on #43a047 (success, 3.3:1), #ff9800 (warning, 2.2:1)
 * and #2196f3 (info, 3.1:1), below WCAG's 4.5:1 for text. These shades keep each variant's hue
 * with at least 5:1 against the white text, in both themes.
 */
const ReadableToastContent = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-success': { backgroundColor: '#1b5e20' },
  '&.notistack-MuiContent-error': { backgroundColor: '#c62828' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#8a4a00' },
  '&.notistack-MuiContent-info': { backgroundColor: '#1565c0' },
});

/** Every toast closes when clicked, and hides by itself only while nobody is attending to it. */
const AttentiveToast = forwardRef<HTMLDivElement, CustomContentProps>(
  function AttentiveToast(props, ref) {
    const pauseHandlers = useAutoHide(props.id, props.persist ? null : TOAST_AUTO_HIDE_MS);
    return (
      // The click is a mouse shortcut, not a control: keyboard users have the Dismiss button.
      <div ref={ref} role="presentation" onClick={() => closeSnackbar(props.id)} {...pauseHandlers}>
        <ReadableToastContent {...props} />
      </div>
    );
  },
);

const contentForEveryVariant = {
  default: AttentiveToast,
  success: AttentiveToast,
  error: AttentiveToast,
  warning: AttentiveToast,
  info: AttentiveToast,
};

/** A real button, so keyboard users can dismiss a toast too (a click anywhere also does). */
function DismissButton({ id }: { id: SnackbarKey }) {
  const t = useT(componentsMessages);
  return (
    <IconButton
      aria-label={t('toast.dismiss')}
      color="inherit"
      size="small"
      onClick={() => closeSnackbar(id)}
    >
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}

const dismissAction = (id: SnackbarKey) => <DismissButton id={id} />;

/**
 * notistack's toast stack (SPEC §2: top-right, 5000 ms, dismiss on click, pause on hover — and
 * on focus), loaded with the first toast (see Toasts.tsx). It tells the provider when it can
 * show toasts. `autoHideDuration` is null because AttentiveToast runs the timer.
 */
export default function ToastHost({ onReady }: { onReady: (show: ShowToast) => void }) {
  useEffect(() => {
    onReady((message, options) => enqueueSnackbar(message, options));
  }, [onReady]);
  return (
    <>
      {/* Top-right, but below the app bar, so a toast never covers Logout or the menu. */}
      <GlobalStyles styles={{ '.notistack-SnackbarContainer': { marginTop: 64 } }} />
      <SnackbarProvider
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        autoHideDuration={null}
        maxSnack={3}
        action={dismissAction}
        Components={contentForEveryVariant}
      />
    </>
  );
}
