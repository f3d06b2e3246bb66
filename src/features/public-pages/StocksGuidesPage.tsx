import { ComingSoon } from '../../components/ComingSoon';

export default function StocksGuidesPage() {
  return <ComingSoon title="Stocks guides" />;
}
