import { stockTips, stockTipsHeading, stocksGuidesIntro } from '../../content/guides';
import { HighlightGrid } from './components/HighlightGrid';
import { PageIntroHeader } from './components/PageIntroHeader';
import { PageSection } from './components/PageSection';

export default function StocksGuidesPage() {
  return (
    <>
      <PageIntroHeader intro={stocksGuidesIntro} />
      <PageSection id="beginner-tips" heading={stockTipsHeading}>
        <HighlightGrid items={stockTips} numberPrefix="Tip" />
      </PageSection>
    </>
  );
}
