import { termsOfUse } from '../../content/legal';
import { DocumentPage } from './components/DocumentPage';

export default function TermsOfUsePage() {
  return <DocumentPage document={termsOfUse} />;
}
