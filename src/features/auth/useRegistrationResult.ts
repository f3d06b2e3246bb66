import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/routes';
import { useAppDispatch, useAppSelector } from '../../hooks/redux';
import { modalClosed, selectSession } from '../session';
import { selectSignUpStep, signUpFlow } from './signUpFlowSlice';

/**
 * What a successful registration left in the session: the seed phrase, shown once. Whether the
 * dialog is open follows the signUpFlow slice (`seedPhraseShown` / `seedPhraseAcknowledged`),
 * so a DevTools replay shows it; the phrase itself only ever comes from the register result.
 */
export function useRegistrationResult() {
  const { showModal, seedPhrase } = useAppSelector(selectSession);
  const step = useAppSelector(selectSignUpStep);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const hasPhrase = showModal && seedPhrase !== '';

  const goToLogin = useCallback(() => {
    dispatch(signUpFlow.seedPhraseAcknowledged());
    dispatch(modalClosed());
    // The router shows a failed navigation in its error element; the promise never rejects.
    void navigate(paths.signIn);
  }, [dispatch, navigate]);

  useEffect(() => {
    dispatch(signUpFlow.formShown());
    // However the user leaves this page (Login, or the browser's back button), the phrase is
    // forgotten: it must not linger in memory or reopen a dialog elsewhere.
    return () => void dispatch(modalClosed());
  }, [dispatch]);

  // The register result arrived: the dialog shows it, once.
  useEffect(() => {
    if (hasPhrase && step === 'form') dispatch(signUpFlow.seedPhraseShown());
  }, [dispatch, hasPhrase, step]);

  return { seedPhrase, registered: hasPhrase && step === 'seedPhrase', goToLogin };
}
