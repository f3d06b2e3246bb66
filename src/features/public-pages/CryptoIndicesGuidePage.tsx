import { ComingSoon } from '../../components/ComingSoon';

export default function CryptoIndicesGuidePage() {
  return <ComingSoon title="Crypto indices guide" />;
}
