import { ComingSoon } from '../../components/ComingSoon';

export default function TermsOfUsePage() {
  return <ComingSoon title="Terms of use" />;
}
