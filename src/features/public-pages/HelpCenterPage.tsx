import { ComingSoon } from '../../components/ComingSoon';

export default function HelpCenterPage() {
  return <ComingSoon title="Help Center" />;
}
