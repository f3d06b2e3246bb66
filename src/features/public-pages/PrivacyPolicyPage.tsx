import { privacyPolicy } from '../../content/legal';
import { DocumentPage } from './components/DocumentPage';

export default function PrivacyPolicyPage() {
  return <DocumentPage document={privacyPolicy} />;
}
