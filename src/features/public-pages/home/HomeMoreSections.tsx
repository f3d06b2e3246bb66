import { paths } from '../../../app/paths';
import { startEarning } from '../../../content/home';
import { CallToAction } from '../components/CallToAction';
import { NeedHelpSection } from './NeedHelpSection';
import { PopularCryptoTable } from './PopularCryptoTable';
import { SecuritySection } from './SecuritySection';
import { StepsSection } from './StepsSection';
import { TradeBitcoinSection } from './TradeBitcoinSection';

/** The home page below the fold, from the popular coins table to the closing call to action. */
export default function HomeMoreSections() {
  return (
    <>
      <PopularCryptoTable />
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
