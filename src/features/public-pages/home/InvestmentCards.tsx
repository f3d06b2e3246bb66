import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { investmentCards, investmentIntro } from '../../../content/home';
import { HighlightGrid } from '../components/HighlightGrid';
import { PageSection } from '../components/PageSection';
import { TopicIcon } from '../components/TopicIcon';
import { GUIDE_PATHS } from '../guideRoutes';

/** Stocks, Cryptocurrencies, Crypto Indices — each pointing to the guide to read first. */
export function InvestmentCards() {
  return (
    <PageSection id="investments" heading={investmentIntro.heading} lead={investmentIntro.lead}>
      <HighlightGrid
        items={investmentCards.map((card) => ({
          ...card,
          icon: <TopicIcon kind={card.kind} />,
          footer: (
            <Link component={RouterLink} to={GUIDE_PATHS[card.kind]} sx={{ fontWeight: 600 }}>
              {card.guideLabel}
            </Link>
          ),
        }))}
      />
    </PageSection>
  );
}
