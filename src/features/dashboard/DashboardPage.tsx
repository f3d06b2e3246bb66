import { ComingSoon } from '../../components/ComingSoon';

export default function DashboardPage() {
  return <ComingSoon title="Dashboard" />;
}
