import { ComingSoon } from '../../components/ComingSoon';

export default function MarketsPage() {
  return <ComingSoon title="Markets" />;
}
