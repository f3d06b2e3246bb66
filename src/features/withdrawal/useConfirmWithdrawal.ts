import { useNavigate } from 'react-router-dom';
import { useToast } from '../../components/Toasts';
import { useAddWithdrawalMutation } from './withdrawalApi';
import type { AddWithdrawalRequest, PasskeyAssertion } from '../../api/types';
import { paths } from '../../config/routes';
import { useT } from '../../i18n';
import { withdrawalMessages } from '../../i18n/namespaces/withdrawal';
import { errorMessageOf } from '../../lib/apiError';
import type { WithdrawalValues } from './schemas';
import type { WithdrawalQuote } from './withdrawalFee';

/** The toast's English text, as tests quote it; the user reads it in their language. */
export const WITHDRAWAL_SENT_MESSAGE = withdrawalMessages.en.sent;

/**
 * The POST /withdrawal/add body: the reviewed amount and fee, the form's fields, and the
 * second factor when 2FA is on: the code (SPEC §11.4) or a passkey in its place (§12.5).
 */
export function toWithdrawalRequest(
  values: WithdrawalValues,
  quote: WithdrawalQuote,
  code?: string,
  passkey?: PasskeyAssertion,
): AddWithdrawalRequest {
  return {
    amount: quote.amount,
    charges: quote.charges,
    walletAddress: values.walletAddress.trim(),
    email: values.email.trim(),
    exchange: values.exchange.trim(),
    asset: values.asset,
    ...(code === undefined ? {} : { code }),
    ...(passkey === undefined ? {} : { passkey }),
  };
}

/**
 * Confirm Withdrawal: sends the request; on success toasts and opens the history (the tag
 * invalidation refetches it). A refusal is returned for the dialog to show; the form below
 * keeps its values.
 */
export function useConfirmWithdrawal() {
  const [addWithdrawal, { isLoading, error, reset }] = useAddWithdrawalMutation();
  const navigate = useNavigate();
  const showToast = useToast();
  const t = useT(withdrawalMessages);

  const confirm = async (
    values: WithdrawalValues,
    quote: WithdrawalQuote,
    code?: string,
    passkey?: PasskeyAssertion,
  ) => {
    try {
      await addWithdrawal(toWithdrawalRequest(values, quote, code, passkey)).unwrap();
    } catch {
      return; // shown from the mutation's error
    }
    showToast(t('sent'), { variant: 'success' });
    // The router shows a failed navigation in its error element; the promise never rejects.
    void navigate(paths.withdrawalHistory);
  };

  return {
    confirm,
    confirming: isLoading,
    errorMessage: error ? errorMessageOf(error) : undefined,
    clearError: reset,
  };
}
