import { useState } from 'react';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useGetUserQuery } from '../session';
import { RetryAlert } from '../../components/RetryAlert';
import { errorMessageOf } from '../../lib/apiError';
import type { WithdrawalValues } from './schemas';
import { useConfirmWithdrawal } from './useConfirmWithdrawal';
import { quoteWithdrawal } from './withdrawalFee';
import { WithdrawalForm, WithdrawalFormSkeleton } from './WithdrawalForm';
import { WithdrawalReviewDialog } from './WithdrawalReviewDialog';

export default function WithdrawalPage() {
  // Fresh figures: the profit limit, the fee and the permission all come from the server.
  const { data: user, error, refetch } = useGetUserQuery();
  const [reviewing, setReviewing] = useState<WithdrawalValues | null>(null);
  const withdrawal = useConfirmWithdrawal();
  const quote =
    reviewing && user ? quoteWithdrawal(reviewing.amount, user.withdrawalCharges) : null;

  let content;
  if (user) {
    content = (
      <WithdrawalForm
        user={user}
        onReview={(values) => {
          withdrawal.clearError();
          setReviewing(values);
        }}
      />
    );
  } else if (error) {
    content = (
      <RetryAlert
        message={`Your withdrawal details could not be loaded. ${errorMessageOf(error)}`}
        onRetry={() => void refetch()}
      />
    );
  } else {
    content = <WithdrawalFormSkeleton label="Loading your withdrawal details" />;
  }

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h1" gutterBottom>
        Crypto Withdrawal Request
      </Typography>
      {content}
      {reviewing && quote && (
        <WithdrawalReviewDialog
          values={reviewing}
          quote={quote}
          currency={user?.currency}
          confirming={withdrawal.confirming}
          errorMessage={withdrawal.errorMessage}
          onCancel={() => setReviewing(null)}
          onConfirm={() => void withdrawal.confirm(reviewing, quote)}
        />
      )}
    </Container>
  );
}
