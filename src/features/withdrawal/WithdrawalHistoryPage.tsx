import { useMemo } from 'react';
import type { Withdrawal, WithdrawalsPageResponse } from '../../api/types';
import type { HistoryColumn } from '../../components/HistoryTable';
import { PagedHistory } from '../../components/history/PagedHistory';
import { useHistoryRefetchOnMount, useHistoryView } from '../../components/history/useHistoryView';
import { Money } from '../../components/Money';
import { StatusChip } from '../../components/StatusChip';
import { formatDateTime } from '../../lib/dates';
import { useKnownUserDetails } from '../session';
import { StatementDownload } from '../statements';
import { useGetWithdrawalHistoryInfiniteQuery } from './withdrawalApi';
import { recordedFee } from './withdrawalFee';

function withdrawalColumns(currency: string | undefined): HistoryColumn<Withdrawal>[] {
  return [
    { header: 'Date', render: (withdrawal) => formatDateTime(withdrawal.createdAt) },
    { header: 'Narration', render: () => 'Withdrawal' },
    { header: 'Reference', render: (withdrawal) => withdrawal.reference },
    {
      header: 'Amount',
      align: 'right',
      render: (withdrawal) => <Money amount={withdrawal.amount} currency={currency} />,
    },
    {
      header: 'Transaction fee',
      align: 'right',
      render: (withdrawal) => (
        <Money amount={recordedFee(withdrawal.amount, withdrawal.charges)} currency={currency} />
      ),
    },
    { header: 'Status', render: (withdrawal) => <StatusChip status={withdrawal.status} /> },
  ];
}

const withdrawalId = (withdrawal: Withdrawal) => withdrawal._id;
const withdrawalsOf = (page: WithdrawalsPageResponse) => page.allWithdrawals;
const WITHDRAWAL_NOUN = { one: 'withdrawal', other: 'withdrawals' };

export default function WithdrawalHistoryPage() {
  const view = useHistoryView();
  // Fetched again on mount unless the app opened here and the router has just asked for it
  // (useHistoryRefetchOnMount); a new withdrawal invalidates every cached page.
  const result = useGetWithdrawalHistoryInfiniteQuery(view.view.filters, {
    refetchOnMountOrArgChange: useHistoryRefetchOnMount(),
  });
  const currency = useKnownUserDetails()?.currency;
  // Kept between renders, so the memoised table renders only when its rows change.
  const columns = useMemo(() => withdrawalColumns(currency), [currency]);
  return (
    <PagedHistory
      title="Withdrawal History"
      label="Withdrawal history"
      noun={WITHDRAWAL_NOUN}
      columns={columns}
      rowKey={withdrawalId}
      rowsOf={withdrawalsOf}
      result={result}
      view={view}
      actions={<StatementDownload initialRange={view.view.filters} />}
    />
  );
}
