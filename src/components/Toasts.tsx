import { forwardRef, type ReactNode } from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import {
  closeSnackbar,
  MaterialDesignContent,
  SnackbarProvider,
  type CustomContentProps,
} from 'notistack';

/** Toast timing and placement of SPEC §2 / §10. */
export const TOAST_AUTO_HIDE_MS = 5000;

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

export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <>
      {/* Top-right, but below the app bar, so a toast never covers Logout or the menu. */}
      <GlobalStyles styles={{ '.notistack-SnackbarContainer': { marginTop: 64 } }} />
      <SnackbarProvider
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        autoHideDuration={TOAST_AUTO_HIDE_MS}
        maxSnack={3}
        Components={contentForEveryVariant}
      >
        {children}
      </SnackbarProvider>
    </>
  );
}
