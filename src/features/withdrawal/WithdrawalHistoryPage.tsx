import { ComingSoon } from '../../components/ComingSoon';

export default function WithdrawalHistoryPage() {
  return <ComingSoon title="Withdrawal History" />;
}
