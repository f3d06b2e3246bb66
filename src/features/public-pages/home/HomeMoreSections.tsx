import { WidgetBoundary } from '../../../components/WidgetBoundary';
import { paths } from '../../../config/routes';
import { useT } from '../../../i18n';
import { homeMoreMessages } from '../../../i18n/namespaces/homeMore';
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
  const t = useT(homeMoreMessages);
  return (
    <>
      <InvestmentCards />
      <WidgetBoundary subject={t('popular.heading')}>
        <PopularCryptoTable />
      </WidgetBoundary>
      <TradeBitcoinSection />
      <StepsSection />
      <SecuritySection />
      <NeedHelpSection />
      <CallToAction
        id="start-earning"
        heading={t('startEarning.heading')}
        lead={t('startEarning.lead')}
        primary={{ label: t('startEarning.primary'), to: paths.signUp }}
        secondary={{ label: t('startEarning.secondary'), to: paths.plans }}
      />
    </>
  );
}
