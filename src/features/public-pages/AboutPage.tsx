import { config } from '../../config/config';
import { paths } from '../../config/routes';
import { principles } from '../../content/about';
import { useT } from '../../i18n';
import { aboutMessages } from '../../i18n/namespaces/about';
import { CallToAction } from './components/CallToAction';
import { HighlightGrid } from './components/HighlightGrid';
import { PageIntroHeader } from './components/PageIntroHeader';
import { PageSection } from './components/PageSection';
import { Paragraphs } from './components/Paragraphs';

const values = { productName: config.productName };

export default function AboutPage() {
  const t = useT(aboutMessages);
  return (
    <>
      <PageIntroHeader intro={{ title: t('intro.title', values), lead: t('intro.lead', values) }} />
      <PageSection id="what-we-do" heading={t('story.heading')}>
        <Paragraphs
          paragraphs={[t(config.demoBuild ? 'story.p1Sample' : 'story.p1', values), t('story.p2')]}
        />
      </PageSection>
      <PageSection id="principles" heading={t('principles.heading')} tone="paper">
        <HighlightGrid
          items={principles.map((principle) => ({
            title: t(`principles.${principle}.title`),
            body: t(
              // The demo build's market figures are the offline feed's samples, not live ones.
              config.demoBuild && principle === 'honestNumbers'
                ? 'principles.honestNumbers.bodySample'
                : `principles.${principle}.body`,
            ),
          }))}
          columns={4}
        />
      </PageSection>
      <PageSection id="what-we-are-not" heading={t('limits.heading')}>
        <Paragraphs paragraphs={[t('limits.p1', values)]} />
      </PageSection>
      <CallToAction
        id="talk-to-us"
        heading={t('contact.heading')}
        lead={t('contact.lead')}
        primary={{ label: t('contact.action'), to: paths.contact }}
      />
    </>
  );
}
