import { config } from '../../../config/config';
import { investmentKinds } from '../../../content/homeMore';
import { useT } from '../../../i18n';
import { homeMoreMessages } from '../../../i18n/namespaces/homeMore';
import { GuideLink } from '../components/GuideLink';
import { HighlightGrid } from '../components/HighlightGrid';
import { PageSection } from '../components/PageSection';
import { TopicIcon } from '../components/TopicIcon';

/** Stocks, Cryptocurrencies, Crypto Indices — each pointing to the guide to read first. */
export function InvestmentCards() {
  const t = useT(homeMoreMessages);
  return (
    <PageSection id="investments" heading={t('investments.heading')} lead={t('investments.lead')}>
      <HighlightGrid
        items={investmentKinds.map((kind) => ({
          title: t(`investments.${kind}.title`),
          body: t(
            config.demoBuild && kind === 'crypto'
              ? 'investments.crypto.bodySample'
              : `investments.${kind}.body`,
          ),
          icon: <TopicIcon kind={kind} />,
          footer: <GuideLink kind={kind} label={t(`investments.${kind}.guide`)} />,
        }))}
      />
    </PageSection>
  );
}
