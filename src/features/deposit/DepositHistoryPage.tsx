import { useMemo } from 'react';
import type { Deposit, DepositsPageResponse } from '../../api/types';
import type { HistoryColumn } from '../../components/HistoryTable';
import { PagedHistory } from '../../components/history/PagedHistory';
import { useHistoryRefetchOnMount, useHistoryView } from '../../components/history/useHistoryView';
import { Money } from '../../components/Money';
import { StatusChip } from '../../components/StatusChip';
import { formatDateTime } from '../../lib/dates';
import { useKnownUserDetails } from '../session';
import { StatementDownload } from '../statements';
import { useGetDepositHistoryInfiniteQuery } from './depositApi';

function depositColumns(currency: string | undefined): HistoryColumn<Deposit>[] {
  return [
    { header: 'Date', render: (deposit) => formatDateTime(deposit.date) },
    { header: 'Narration', render: () => 'Deposit' },
    { header: 'Reference', render: (deposit) => deposit.reference },
    {
      header: 'Amount',
      align: 'right',
      render: (deposit) => <Money amount={deposit.amount} currency={currency} />,
    },
    { header: 'Status', render: (deposit) => <StatusChip status={deposit.status} /> },
  ];
}

const depositId = (deposit: Deposit) => deposit._id;
const depositsOf = (page: DepositsPageResponse) => page.allTransactions;
const DEPOSIT_NOUN = { one: 'deposit', other: 'deposits' };

export default function DepositHistoryPage() {
  const view = useHistoryView();
  // Fetched again on mount unless the app opened here and the router has just asked for it
  // (useHistoryRefetchOnMount); a new deposit invalidates every cached page.
  const result = useGetDepositHistoryInfiniteQuery(view.view.filters, {
    refetchOnMountOrArgChange: useHistoryRefetchOnMount(),
  });
  const currency = useKnownUserDetails()?.currency;
  // Kept between renders, so the memoised table renders only when its rows change.
  const columns = useMemo(() => depositColumns(currency), [currency]);
  return (
    <PagedHistory
      title="Deposit History"
      label="Deposit history"
      noun={DEPOSIT_NOUN}
      columns={columns}
      rowKey={depositId}
      rowsOf={depositsOf}
      result={result}
      view={view}
      actions={<StatementDownload initialRange={view.view.filters} />}
    />
  );
}
