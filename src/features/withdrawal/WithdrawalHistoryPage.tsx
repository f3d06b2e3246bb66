import type { Withdrawal } from '../../api/types';
import { useAppSelector } from '../../hooks/redux';
import { HistoryPage, type HistoryColumn } from '../../components/HistoryTable';
import { Money } from '../../components/Money';
import { StatusChip } from '../../components/StatusChip';
import { formatDateTime } from '../../lib/dates';
import { selectUserDetails } from '../session';
import { useGetWithdrawalsQuery } from './withdrawalApi';
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
const withdrawalTime = (withdrawal: Withdrawal) => withdrawal.createdAt;

export default function WithdrawalHistoryPage() {
  // The API slice refetches on every mount, and withdrawals invalidate this list (SPEC §5).
  const { data, ...load } = useGetWithdrawalsQuery();
  const currency = useAppSelector(selectUserDetails)?.currency;
  return (
    <HistoryPage
      title="Withdrawal History"
      label="Withdrawal history"
      columns={withdrawalColumns(currency)}
      rows={data?.allWithdrawals}
      rowKey={withdrawalId}
      timestampOf={withdrawalTime}
      load={load}
    />
  );
}
