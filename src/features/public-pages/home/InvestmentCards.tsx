import { investmentCards, investmentIntro } from '../../../content/homeMore';
import { GuideLink } from '../components/GuideLink';
import { HighlightGrid } from '../components/HighlightGrid';
import { PageSection } from '../components/PageSection';
import { TopicIcon } from '../components/TopicIcon';

/** Stocks, Cryptocurrencies, Crypto Indices — each pointing to the guide to read first. */
export function InvestmentCards() {
  return (
    <PageSection id="investments" heading={investmentIntro.heading} lead={investmentIntro.lead}>
      <HighlightGrid
        items={investmentCards.map((card) => ({
          ...card,
          icon: <TopicIcon kind={card.kind} />,
          footer: <GuideLink kind={card.kind} label={card.guideLabel} />,
        }))}
      />
    </PageSection>
  );
}
