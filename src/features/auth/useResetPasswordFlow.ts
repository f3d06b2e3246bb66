import { useCallback, useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../hooks/redux';
import { forgotPasswordToggled, modalClosed, selectSession } from '../session';

/**
 * The reset password flow's state on the sign-in page. `showModal` is shared with the
 * registration dialog, so the reset confirmation shows only while the reset form is on.
 */
export function useResetPasswordFlow() {
  const { forgotPassword, showModal, seedPhrase } = useAppSelector(selectSession);
  const dispatch = useAppDispatch();

  const backToLogin = useCallback(() => {
    dispatch(modalClosed());
    dispatch(forgotPasswordToggled(false));
  }, [dispatch]);

  // The reset form belongs to this visit of the page: leaving turns it off, so coming back
  // shows the login form under the "Login" title. Only when it is on, so leaving the login
  // form keeps its error message (e.g. "Your session has expired").
  const forgotPasswordRef = useRef(forgotPassword);
  useEffect(() => {
    forgotPasswordRef.current = forgotPassword;
  }, [forgotPassword]);
  useEffect(
    () => () => {
      if (forgotPasswordRef.current) backToLogin();
    },
    [backToLogin],
  );

  // `modalClosed` (in backToLogin) forgets the new seed phrase along with the dialog.
  return { resetSucceeded: forgotPassword && showModal, seedPhrase, backToLogin };
}
