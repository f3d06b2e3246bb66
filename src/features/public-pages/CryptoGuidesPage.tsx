import { ComingSoon } from '../../components/ComingSoon';

export default function CryptoGuidesPage() {
  return <ComingSoon title="Crypto guides" />;
}
