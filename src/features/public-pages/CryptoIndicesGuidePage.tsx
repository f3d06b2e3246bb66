import { cryptoIndicesGuide } from '../../content/guides';
import { DocumentPage } from './components/DocumentPage';

/** Served at both /crypto-indicies-guides (kept for existing links) and /crypto-indices-guides. */
export default function CryptoIndicesGuidePage() {
  return <DocumentPage document={cryptoIndicesGuide} />;
}
