import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/routes';
import { useAppDispatch, useAppSelector } from '../../hooks/redux';
import { modalClosed, selectSession } from '../session';

/** What a successful registration left in the session: the seed phrase, shown once. */
export function useRegistrationResult() {
  const { showModal, seedPhrase } = useAppSelector(selectSession);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const goToLogin = useCallback(() => {
    dispatch(modalClosed());
    navigate(paths.signIn);
  }, [dispatch, navigate]);

  // However the user leaves this page (Login, or the browser's back button), the phrase is
  // forgotten: it must not linger in memory or reopen a dialog elsewhere.
  useEffect(() => () => void dispatch(modalClosed()), [dispatch]);

  return { seedPhrase, registered: showModal && seedPhrase !== '', goToLogin };
}
