import { ComingSoon } from '../../components/ComingSoon';

export default function SignUpPage() {
  return <ComingSoon title="Create Personal Account" />;
}
