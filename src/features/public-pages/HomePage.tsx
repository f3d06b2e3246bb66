import { useWakeUpQuery } from '../../api/api';
import { paths } from '../../app/paths';
import { startEarning } from '../../content/home';
import { CallToAction } from './components/CallToAction';
import { HeroSection } from './home/HeroSection';
import { InvestmentCards } from './home/InvestmentCards';
import { MarketStatTiles } from './home/MarketStatTiles';
import { NeedHelpSection } from './home/NeedHelpSection';
import { PopularCryptoTable } from './home/PopularCryptoTable';
import { SecuritySection } from './home/SecuritySection';
import { StepsSection } from './home/StepsSection';
import { TradeBitcoinSection } from './home/TradeBitcoinSection';

export default function HomePage() {
  // Fire-and-forget wake-up ping (SPEC §3): a sleeping API host starts while the visitor reads.
  // Its answer and any failure are deliberately ignored.
  useWakeUpQuery();
  return (
    <>
      <HeroSection />
      <MarketStatTiles />
      <InvestmentCards />
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
