import { ComingSoon } from '../../components/ComingSoon';

export default function AccountPage() {
  return <ComingSoon title="Account" />;
}
