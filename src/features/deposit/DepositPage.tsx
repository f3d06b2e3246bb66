import { ComingSoon } from '../../components/ComingSoon';

export default function DepositPage() {
  return <ComingSoon title="Deposit" />;
}
