import { ComingSoon } from '../../components/ComingSoon';

export default function PlansPage() {
  return <ComingSoon title="Plans" />;
}
