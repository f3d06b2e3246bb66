import { ComingSoon } from '../../components/ComingSoon';

export default function AboutPage() {
  return <ComingSoon title="About" />;
}
