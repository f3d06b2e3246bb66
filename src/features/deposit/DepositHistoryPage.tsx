import type { Deposit } from '../../api/types';
import { useAppSelector } from '../../hooks/redux';
import { HistoryPage, type HistoryColumn } from '../../components/HistoryTable';
import { Money } from '../../components/Money';
import { StatusChip } from '../../components/StatusChip';
import { formatDateTime } from '../../lib/dates';
import { selectUserDetails } from '../session';
import { useGetTransactionsQuery } from './depositApi';

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
const depositTime = (deposit: Deposit) => deposit.date;

export default function DepositHistoryPage() {
  // The API slice refetches on every mount, and deposits invalidate this list (SPEC §5).
  const { data, ...load } = useGetTransactionsQuery();
  const currency = useAppSelector(selectUserDetails)?.currency;
  return (
    <HistoryPage
      title="Deposit History"
      label="Deposit history"
      columns={depositColumns(currency)}
      rows={data?.allTransactions}
      rowKey={depositId}
      timestampOf={depositTime}
      load={load}
    />
  );
}
