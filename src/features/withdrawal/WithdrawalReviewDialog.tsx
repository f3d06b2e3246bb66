import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { CodeConfirmDialog } from '../../components/CodeConfirmDialog';
import { Money } from '../../components/Money';
import { formatPercent } from '../../lib/money';
import type { WithdrawalValues } from './schemas';
import type { WithdrawalQuote } from './withdrawalFee';

interface WithdrawalReviewDialogProps {
  values: WithdrawalValues;
  quote: WithdrawalQuote;
  currency: string | undefined;
  confirming: boolean;
  errorMessage: string | undefined;
  /** With 2FA on, the dialog asks for a code (SPEC §11.4) and confirms with it. */
  twoFactorEnabled: boolean;
  onCancel: () => void;
  onConfirm: (code: string | undefined) => void;
}

function Line({
  label,
  children,
  strong,
}: {
  label: string;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{
          m: 0,
          textAlign: 'right',
          overflowWrap: 'anywhere',
          fontWeight: strong ? 700 : undefined,
        }}
      >
        {children}
      </Typography>
    </>
  );
}

/** SPEC §0.3: the fee, its percent and the net payout, before the user commits. */
export function WithdrawalReviewDialog({
  values,
  quote,
  currency,
  confirming,
  errorMessage,
  twoFactorEnabled,
  onCancel,
  onConfirm,
}: WithdrawalReviewDialogProps) {
  return (
    <CodeConfirmDialog
      id="review"
      title="Review your withdrawal"
      askForCode={twoFactorEnabled}
      confirmLabel="Confirm Withdrawal"
      busyLabel="Sending request"
      busy={confirming}
      error={errorMessage}
      onConfirm={onConfirm}
      onCancel={onCancel}
      fullWidth
    >
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 1, m: 0 }}
      >
        <Line label="Amount">
          <Money amount={quote.amount} currency={currency} />
        </Line>
        <Line label="Fee percent">{formatPercent(quote.percent)}</Line>
        <Line label="Fee">
          <Money amount={quote.fee} currency={currency} />
        </Line>
        <Line label="You receive" strong>
          <Money amount={quote.net} currency={currency} />
        </Line>
      </Box>
      <Divider />
      <Box
        component="dl"
        aria-label="Destination"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 1, m: 0 }}
      >
        <Line label="Wallet address">{values.walletAddress.trim()}</Line>
        <Line label="Exchange">{values.exchange.trim()}</Line>
        <Line label="Asset">{values.asset}</Line>
      </Box>
      <Typography variant="body2" color="text.secondary">
        The fee is {formatPercent(quote.percent)} of the amount, rounded to the nearest cent (half a
        cent rounds up), and is deducted from the payout.
      </Typography>
    </CodeConfirmDialog>
  );
}
