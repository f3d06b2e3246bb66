import { useEffect } from 'react';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '../../hooks/redux';
import { useUserDetails } from '../session';
import { LazyDialog } from '../../components/LazyDialog';
import { RetryAlert } from '../../components/RetryAlert';
import { WidgetBoundary } from '../../components/WidgetBoundary';
import { useT } from '../../i18n';
import { withdrawalMessages } from '../../i18n/namespaces/withdrawal';
import { errorMessageOf } from '../../lib/apiError';
import { AddressBookSection } from './AddressBookSection';
import { useGetSavedAddressesQuery } from './addressBookApi';
import { useConfirmWithdrawal } from './useConfirmWithdrawal';
import { selectWithdrawalReview, withdrawalFlow } from './withdrawalFlowSlice';
import { quoteWithdrawal } from './withdrawalFee';
import { WithdrawalForm, WithdrawalFormSkeleton } from './WithdrawalForm';

const loadReviewDialog = () =>
  import(/* webpackChunkName: "withdrawal-review-dialog" */ './WithdrawalReviewDialog');

export default function WithdrawalPage() {
  const t = useT(withdrawalMessages);
  // Fresh figures: the available cash, the fee and the permission all come from the server.
  const { user, error, refetch } = useUserDetails();
  // The review step lives in the withdrawalFlow slice so a DevTools replay shows the same dialog.
  const reviewing = useAppSelector(selectWithdrawalReview);
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(withdrawalFlow.started());
  }, [dispatch]);
  const withdrawal = useConfirmWithdrawal();
  // The same cached list the address book section shows: the form offers its addresses.
  const { data: addressBook, refetch: refetchAddressBook } = useGetSavedAddressesQuery();
  // Retry of a part that could not read its data: both answers the form reads, afresh.
  const refetchForm = () => Promise.all([refetch(), refetchAddressBook()]);
  const quote =
    reviewing && user ? quoteWithdrawal(reviewing.amount, user.withdrawalCharges) : null;

  let content;
  if (user) {
    content = (
      <WidgetBoundary
        subject={t('formSubject')}
        onRetry={refetchForm}
        answers={[user, addressBook]}
      >
        <WithdrawalForm
          user={user}
          savedAddresses={addressBook?.addresses}
          onReview={(values) => {
            withdrawal.clearError();
            dispatch(withdrawalFlow.reviewOpened(values));
          }}
        />
      </WidgetBoundary>
    );
  } else if (error) {
    content = (
      <RetryAlert
        message={t('notLoaded', { reason: errorMessageOf(error) })}
        onRetry={() => void refetch()}
      />
    );
  } else {
    content = <WithdrawalFormSkeleton label={t('loading')} />;
  }

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h1" gutterBottom>
        {t('title')}
      </Typography>
      {content}
      {user && <AddressBookSection twoFactorEnabled={user.twoFactorEnabled} />}
      <LazyDialog load={loadReviewDialog} open={Boolean(reviewing && quote && user)}>
        {({ WithdrawalReviewDialog }) =>
          reviewing &&
          quote &&
          user && (
            <WidgetBoundary subject={t('reviewSubject')} onRetry={refetch} answers={[user]}>
              <WithdrawalReviewDialog
                values={reviewing}
                quote={quote}
                availableCash={user.availableCash}
                currency={user.currency}
                confirming={withdrawal.confirming}
                errorMessage={withdrawal.errorMessage}
                twoFactorEnabled={user.twoFactorEnabled}
                onCancel={() => dispatch(withdrawalFlow.reviewCancelled())}
                onConfirm={(code, passkey) => {
                  dispatch(withdrawalFlow.confirmed());
                  void withdrawal.confirm(reviewing, quote, code, passkey);
                }}
              />
            </WidgetBoundary>
          )
        }
      </LazyDialog>
    </Container>
  );
}
