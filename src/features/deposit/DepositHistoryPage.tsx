import { ComingSoon } from '../../components/ComingSoon';

export default function DepositHistoryPage() {
  return <ComingSoon title="Deposit History" />;
}
