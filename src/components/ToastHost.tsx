import { forwardRef, useEffect } from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import {
  closeSnackbar,
  enqueueSnackbar,
  MaterialDesignContent,
  SnackbarProvider,
  type CustomContentProps,
} from 'notistack';
import { TOAST_AUTO_HIDE_MS, type ShowToast } from './Toasts';

/** Every toast closes when clicked; notistack pauses the timer while hovered. */
const ClickToDismiss = forwardRef<HTMLDivElement, CustomContentProps>(
  function ClickToDismiss(props, ref) {
    return (
      <div ref={ref} onClick={() => closeSnackbar(props.id)}>
        <MaterialDesignContent {...props} />
      </div>
    );
  },
);

const contentForEveryVariant = {
  default: ClickToDismiss,
  success: ClickToDismiss,
  error: ClickToDismiss,
  warning: ClickToDismiss,
  info: ClickToDismiss,
};

/**
 * notistack's toast stack (SPEC §2: top-right, 5000 ms, dismiss on click, pause on hover),
 * loaded with the first toast (see Toasts.tsx). It tells the provider when it can show toasts.
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
        autoHideDuration={TOAST_AUTO_HIDE_MS}
        maxSnack={3}
        Components={contentForEveryVariant}
      />
    </>
  );
}
