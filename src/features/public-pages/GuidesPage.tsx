import { ComingSoon } from '../../components/ComingSoon';

export default function GuidesPage() {
  return <ComingSoon title="Guides" />;
}
