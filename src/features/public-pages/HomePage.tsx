import { ComingSoon } from '../../components/ComingSoon';

export default function HomePage() {
  return <ComingSoon title="Invest in crypto and stocks with Meridian" />;
}
