import { guideLinks, guidesIntro } from '../../content/guides';
import { GuideLink } from './components/GuideLink';
import { HighlightGrid } from './components/HighlightGrid';
import { PageIntroHeader } from './components/PageIntroHeader';
import { PageSection } from './components/PageSection';
import { TopicIcon } from './components/TopicIcon';

export default function GuidesPage() {
  return (
    <>
      <PageIntroHeader intro={guidesIntro} />
      <PageSection id="all-guides" heading="All guides">
        <HighlightGrid
          items={guideLinks.map((guide) => ({
            ...guide,
            icon: <TopicIcon kind={guide.kind} />,
            footer: <GuideLink kind={guide.kind} label={`Read ${guide.title.toLowerCase()}`} />,
          }))}
        />
      </PageSection>
    </>
  );
}
