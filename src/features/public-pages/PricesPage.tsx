import { ComingSoon } from '../../components/ComingSoon';

export default function PricesPage() {
  return <ComingSoon title="Prices" />;
}
