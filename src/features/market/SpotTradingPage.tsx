import { ComingSoon } from '../../components/ComingSoon';

export default function SpotTradingPage() {
  return <ComingSoon title="Spot Trading" />;
}
