import { ComingSoon } from '../../components/ComingSoon';

export default function UpgradeAccountPage() {
  return <ComingSoon title="Upgrade Account" />;
}
