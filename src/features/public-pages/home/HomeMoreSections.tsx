import { WidgetBoundary } from '../../../components/WidgetBoundary';
import { paths } from '../../../config/routes';
import { popularCoinsIntro, startEarning } from '../../../content/homeMore';
import { CallToAction } from '../components/CallToAction';
import { InvestmentCards } from './InvestmentCards';
import { NeedHelpSection } from './NeedHelpSection';
import { PopularCryptoTable } from './PopularCryptoTable';
import { SecuritySection } from './SecuritySection';
import { StepsSection } from './StepsSection';
import { TradeBitcoinSection } from './TradeBitcoinSection';

/**
 * The home page below the fold (on a phone, a tablet and a 1440 × 900 desktop alike), from the
 * investment cards to the closing call to action.
 */
export default function HomeMoreSections() {
  return (
    <>
      <InvestmentCards />
      <WidgetBoundary subject={popularCoinsIntro.heading}>
        <PopularCryptoTable />
      </WidgetBoundary>
      <TradeBitcoinSection />
      <StepsSection />
      <SecuritySection />
      <NeedHelpSection />
      <CallToAction
        id="start-earning"
        heading={startEarning.heading}
        lead={startEarning.lead}
        primary={{ label: startEarning.primary, to: paths.signUp }}
        secondary={{ label: startEarning.secondary, to: paths.plans }}
      />
    </>
  );
}
