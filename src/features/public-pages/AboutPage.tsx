import { paths } from '../../config/routes';
import {
  aboutContact,
  aboutIntro,
  aboutLimits,
  aboutStory,
  principles,
  principlesHeading,
} from '../../content/about';
import { CallToAction } from './components/CallToAction';
import { HighlightGrid } from './components/HighlightGrid';
import { PageIntroHeader } from './components/PageIntroHeader';
import { PageSection } from './components/PageSection';
import { Paragraphs } from './components/Paragraphs';

export default function AboutPage() {
  return (
    <>
      <PageIntroHeader intro={aboutIntro} />
      <PageSection id={aboutStory.id} heading={aboutStory.heading}>
        <Paragraphs paragraphs={aboutStory.paragraphs} />
      </PageSection>
      <PageSection id="principles" heading={principlesHeading} tone="paper">
        <HighlightGrid items={principles} columns={4} />
      </PageSection>
      <PageSection id={aboutLimits.id} heading={aboutLimits.heading}>
        <Paragraphs paragraphs={aboutLimits.paragraphs} />
      </PageSection>
      <CallToAction
        id="talk-to-us"
        heading={aboutContact.heading}
        lead={aboutContact.lead}
        primary={{ label: aboutContact.action, to: paths.contact }}
      />
    </>
  );
}
