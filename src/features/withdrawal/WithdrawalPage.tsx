import { ComingSoon } from '../../components/ComingSoon';

export default function WithdrawalPage() {
  return <ComingSoon title="Crypto Withdrawal Request" />;
}
