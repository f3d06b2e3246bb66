import { useNavigate } from 'react-router-dom';
import { useToast } from '../../components/Toasts';
import { useAddTransactionMutation } from './depositApi';
import { config, type DepositMethod } from '../../config/config';
import { paths } from '../../config/routes';
import { errorMessageOf } from '../../lib/apiError';
import { buildMailto, openMailClient } from '../../lib/mailto';
import { formatMoney } from '../../lib/money';
import { useIntlLocale, useT } from '../../i18n';
import { depositMessages } from '../../i18n/namespaces/deposit';

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
  const t = useT(depositMessages);
  const locale = useIntlLocale();

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
        // The user sends it from their own mail client, so it is written in their language.
        subject: t('receipt.subject'),
        body: t('receipt.body', {
          amount: formatMoney(amount, currency, locale),
          reference,
          hasMethod: method ? 'yes' : 'no',
          method,
        }),
      }),
    );
    showToast(t('receipt.recorded', { reference }), { variant: 'success' });
    // The router shows a failed navigation in its error element; the promise never rejects.
    void navigate(paths.depositHistory);
  };

  return { send, isSending: isLoading, errorMessage: error ? errorMessageOf(error) : undefined };
}
