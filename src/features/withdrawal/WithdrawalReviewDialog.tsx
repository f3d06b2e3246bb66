import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { Money } from '../../components/Money';
import { OneTimeCodeField } from '../../components/OneTimeCodeField';
import { formatPercent } from '../../lib/money';
import { readOneTimeCode } from '../../lib/oneTimeCode';
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
  // Kept while the dialog is open, so a refused code can be corrected rather than retyped.
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const confirm = () => {
    if (!twoFactorEnabled) {
      onConfirm(undefined);
      return;
    }
    const read = readOneTimeCode(code, 'either');
    setCodeError(read.error);
    if (read.code !== undefined) onConfirm(read.code);
  };

  return (
    <Dialog
      open
      onClose={confirming ? undefined : onCancel}
      fullWidth
      maxWidth="sm"
      aria-labelledby="review-title"
    >
      <DialogTitle id="review-title">Review your withdrawal</DialogTitle>
      <DialogContent>
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
        <Divider sx={{ my: 2 }} />
        <Box
          component="dl"
          aria-label="Destination"
          sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 1, m: 0 }}
        >
          <Line label="Wallet address">{values.walletAddress.trim()}</Line>
          <Line label="Exchange">{values.exchange.trim()}</Line>
          <Line label="Asset">{values.asset}</Line>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          The fee is {formatPercent(quote.percent)} of the amount, rounded to the nearest cent (half
          a cent rounds up), and is deducted from the payout.
        </Typography>
        {twoFactorEnabled && (
          // A form of its own, so Enter in the code field confirms as the button does.
          <Box
            component="form"
            noValidate
            aria-label="Second factor"
            sx={{ mt: 2 }}
            onSubmit={(event) => {
              event.preventDefault();
              if (!confirming) confirm();
            }}
          >
            <OneTimeCodeField
              kind="either"
              value={code}
              onChange={setCode}
              error={codeError}
              disabled={confirming}
              autoFocus
            />
          </Box>
        )}
        {errorMessage && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={confirming}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={confirm}
          disabled={confirming}
          startIcon={
            confirming ? <CircularProgress size={18} aria-label="Sending request" /> : null
          }
        >
          Confirm Withdrawal
        </Button>
      </DialogActions>
    </Dialog>
  );
}
