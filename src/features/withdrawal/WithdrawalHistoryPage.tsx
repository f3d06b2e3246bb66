import { useMemo } from 'react';
import type { Withdrawal, WithdrawalsPageResponse } from '../../api/types';
import type { HistoryColumn } from '../../components/HistoryTable';
import { PagedHistory } from '../../components/history/PagedHistory';
import { useHistoryRefetchOnMount, useHistoryView } from '../../components/history/useHistoryView';
import { Money } from '../../components/Money';
import { StatusChip } from '../../components/StatusChip';
import { useIntlLocale, useT, type Translate } from '../../i18n';
import { withdrawalMessages } from '../../i18n/namespaces/withdrawal';
import { formatDateTime } from '../../lib/dates';
import { useKnownUserDetails } from '../session';
import { StatementDownload } from '../statements';
import { useGetWithdrawalHistoryInfiniteQuery } from './withdrawalApi';
import { recordedFee } from './withdrawalFee';

type WithdrawalKey = keyof typeof withdrawalMessages.en;

function withdrawalColumns(
  currency: string | undefined,
  t: Translate<WithdrawalKey>,
  locale: string,
): HistoryColumn<Withdrawal>[] {
  const narration = t('history.narrationWithdrawal');
  return [
    {
      header: t('history.date'),
      render: (withdrawal) => formatDateTime(withdrawal.createdAt, locale),
    },
    { header: t('history.narration'), render: () => narration },
    { header: t('history.reference'), render: (withdrawal) => withdrawal.reference },
    {
      header: t('history.amount'),
      align: 'right',
      render: (withdrawal) => <Money amount={withdrawal.amount} currency={currency} />,
    },
    {
      header: t('history.fee'),
      align: 'right',
      render: (withdrawal) => (
        <Money amount={recordedFee(withdrawal.amount, withdrawal.charges)} currency={currency} />
      ),
    },
    {
      header: t('history.status'),
      render: (withdrawal) => <StatusChip status={withdrawal.status} />,
    },
  ];
}

const withdrawalId = (withdrawal: Withdrawal) => withdrawal._id;
const withdrawalsOf = (page: WithdrawalsPageResponse) => page.allWithdrawals;

export default function WithdrawalHistoryPage() {
  const view = useHistoryView();
  // Fetched again on mount unless the app opened here and the router has just asked for it
  // (useHistoryRefetchOnMount); a new withdrawal invalidates every cached page.
  const result = useGetWithdrawalHistoryInfiniteQuery(view.view.filters, {
    refetchOnMountOrArgChange: useHistoryRefetchOnMount(),
  });
  const currency = useKnownUserDetails()?.currency;
  const t = useT(withdrawalMessages);
  const locale = useIntlLocale();
  // Kept between renders, so the memoised table renders only when its rows or language change.
  const columns = useMemo(() => withdrawalColumns(currency, t, locale), [currency, t, locale]);
  const noun = useMemo(() => ({ one: t('history.nounOne'), other: t('history.nounOther') }), [t]);
  return (
    <PagedHistory
      title={t('history.title')}
      label={t('history.label')}
      noun={noun}
      columns={columns}
      rowKey={withdrawalId}
      rowsOf={withdrawalsOf}
      result={result}
      view={view}
      actions={<StatementDownload initialRange={view.view.filters} />}
    />
  );
}
