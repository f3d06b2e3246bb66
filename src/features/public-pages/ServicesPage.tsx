import { ComingSoon } from '../../components/ComingSoon';

export default function ServicesPage() {
  return <ComingSoon title="Services" />;
}
