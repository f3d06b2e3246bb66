import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { PasskeyAssertion } from '../../api/types';
import { CodeConfirmDialog } from '../../components/CodeConfirmDialog';
import { Money } from '../../components/Money';
import { useIntlLocale, useT } from '../../i18n';
import { withdrawalMessages } from '../../i18n/namespaces/withdrawal';
import { formatPercent } from '../../lib/money';
import { usePasskeyFactor } from '../passkeys';
import type { WithdrawalValues } from './schemas';
import type { WithdrawalQuote } from './withdrawalFee';

interface WithdrawalReviewDialogProps {
  values: WithdrawalValues;
  quote: WithdrawalQuote;
  /** What the user may withdraw (SPEC §12.0), beside the amount for comparison. */
  availableCash: number;
  currency: string | undefined;
  confirming: boolean;
  errorMessage: string | undefined;
  /**
   * With 2FA on, the dialog asks for a code (SPEC §11.4) and confirms with it, or with a
   * passkey in its place (§12.5).
   */
  twoFactorEnabled: boolean;
  onCancel: () => void;
  onConfirm: (code: string | undefined, passkey?: PasskeyAssertion) => void;
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
  availableCash,
  currency,
  confirming,
  errorMessage,
  twoFactorEnabled,
  onCancel,
  onConfirm,
}: WithdrawalReviewDialogProps) {
  const t = useT(withdrawalMessages);
  const percent = formatPercent(quote.percent, useIntlLocale());
  const passkey = usePasskeyFactor();
  return (
    <CodeConfirmDialog
      id="review"
      title={t('review.title')}
      askForCode={twoFactorEnabled}
      confirmLabel={t('review.confirm')}
      busyLabel={t('review.sending')}
      busy={confirming}
      error={errorMessage}
      onConfirm={(code, _fields, assertion) => onConfirm(code, assertion)}
      onCancel={onCancel}
      passkey={passkey}
      fullWidth
    >
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 1, m: 0 }}
      >
        <Line label={t('review.availableCash')}>
          <Money amount={availableCash} currency={currency} />
        </Line>
        <Line label={t('review.amount')}>
          <Money amount={quote.amount} currency={currency} />
        </Line>
        <Line label={t('review.feePercent')}>{percent}</Line>
        <Line label={t('review.fee')}>
          <Money amount={quote.fee} currency={currency} />
        </Line>
        <Line label={t('review.net')} strong>
          <Money amount={quote.net} currency={currency} />
        </Line>
      </Box>
      <Divider />
      <Box
        component="dl"
        aria-label={t('review.destination')}
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 1, m: 0 }}
      >
        <Line label={t('review.walletAddress')}>{values.walletAddress.trim()}</Line>
        <Line label={t('review.exchange')}>{values.exchange.trim()}</Line>
        <Line label={t('review.asset')}>{values.asset}</Line>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('review.feeRule', { percent })}
      </Typography>
    </CodeConfirmDialog>
  );
}
