import { useEffect } from 'react';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '../../hooks/redux';
import { LazyStep } from '../../components/LazyStep';
import { RetryAlert } from '../../components/RetryAlert';
import { WidgetBoundary } from '../../components/WidgetBoundary';
import { useT } from '../../i18n';
import { depositMessages } from '../../i18n/namespaces/deposit';
import { errorMessageOf } from '../../lib/apiError';
import { depositAmountChosen, selectDepositAmount, useUserDetails } from '../session';
import { DepositAmountStep } from './DepositAmountStep';
import { depositFlow, selectDepositStep } from './depositFlowSlice';
import { useSendDepositReceipt } from './useSendDepositReceipt';

/** The payment methods come after the amount, so their code (accordion, QR code) comes later. */
const loadPaymentMethodsStep = () =>
  import(/* webpackChunkName: "deposit-payment-methods" */ './PaymentMethodsStep');

export default function DepositPage() {
  const t = useT(depositMessages);
  const dispatch = useAppDispatch();
  const amount = useAppSelector(selectDepositAmount);
  // The step lives in the depositFlow slice so a DevTools replay shows the same screen.
  const step = useAppSelector(selectDepositStep);
  const paying = step !== 'amount';
  useEffect(() => {
    dispatch(depositFlow.started());
  }, [dispatch]);
  // Fresh user details: an operator may have given this user their own deposit addresses.
  const { user, error: userError, refetch } = useUserDetails();
  const receipt = useSendDepositReceipt();

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h1" gutterBottom>
        {t('title')}
      </Typography>
      {/* Mounted on both steps, so its code is fetched while the amount is typed. */}
      <LazyStep load={loadPaymentMethodsStep} shown={paying}>
        {({ PaymentMethodsStep }) =>
          paying &&
          (userError && !user ? (
            <RetryAlert
              message={t('payment.addressesNotLoaded', { reason: errorMessageOf(userError) })}
              onRetry={() => void refetch()}
            />
          ) : (
            <WidgetBoundary
              subject={t('payment.addressesSubject')}
              onRetry={refetch}
              answers={[user]}
            >
              <PaymentMethodsStep
                amount={amount}
                user={user}
                onChangeAmount={() => dispatch(depositFlow.amountStepShown())}
                onPaid={(method) => void receipt.send(amount, user?.currency, method)}
                sending={receipt.isSending}
                errorMessage={receipt.errorMessage}
              />
            </WidgetBoundary>
          ))
        }
      </LazyStep>
      {!paying && (
        <DepositAmountStep
          initialAmount={amount}
          onContinue={(chosen) => {
            dispatch(depositAmountChosen(chosen));
            dispatch(depositFlow.paymentStepShown());
          }}
        />
      )}
    </Container>
  );
}
