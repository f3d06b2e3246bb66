import { useNavigate } from 'react-router-dom';
import { useToast } from '../../components/Toasts';
import { useAddTransactionMutation } from './depositApi';
import { config, type DepositMethod } from '../../config/config';
import { paths } from '../../config/routes';
import { errorMessageOf } from '../../lib/apiError';
import { buildMailto, openMailClient } from '../../lib/mailto';
import { formatMoney } from '../../lib/money';

export const DEPOSIT_RECEIPT_SUBJECT = 'Deposit Receipt';

export function depositReceiptBody(
  amount: string,
  reference: string,
  method: DepositMethod | null,
): string {
  return [
    'Hello,',
    '',
    'I have paid the deposit below. My payment receipt is attached.',
    '',
    `Amount: ${amount}`,
    `Reference: ${reference}`,
    ...(method ? [`Payment method: ${method}`] : []),
  ].join('\n');
}

/**
 * "I have paid — send receipt": records the deposit first (so the e-mail can quote its
 * reference), then opens the mail client and shows the history, where the tag invalidation
 * has put the new pending record on top. On failure nothing moves: the error is returned
 * for the page to show and the chosen amount stays in the store.
 */
export function useSendDepositReceipt() {
  const [addTransaction, { isLoading, error }] = useAddTransactionMutation();
  const navigate = useNavigate();
  const showToast = useToast();

  const send = async (
    amount: number,
    currency: string | undefined,
    method: DepositMethod | null,
  ) => {
    let reference: string;
    try {
      reference = (await addTransaction({ amount }).unwrap()).transaction.reference;
    } catch {
      return; // shown from the mutation's error
    }
    openMailClient(
      buildMailto({
        to: config.supportEmail,
        subject: DEPOSIT_RECEIPT_SUBJECT,
        body: depositReceiptBody(formatMoney(amount, currency), reference, method),
      }),
    );
    showToast(`Deposit ${reference} recorded. It stays pending until it is confirmed.`, {
      variant: 'success',
    });
    // The router shows a failed navigation in its error element; the promise never rejects.
    void navigate(paths.depositHistory);
  };

  return { send, isSending: isLoading, errorMessage: error ? errorMessageOf(error) : undefined };
}
