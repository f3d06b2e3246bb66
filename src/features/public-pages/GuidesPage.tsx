import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { guideLinks, guidesIntro } from '../../content/guides';
import { HighlightGrid } from './components/HighlightGrid';
import { PageIntroHeader } from './components/PageIntroHeader';
import { PageSection } from './components/PageSection';
import { TopicIcon } from './components/TopicIcon';
import { GUIDE_PATHS } from './guideRoutes';

export default function GuidesPage() {
  return (
    <>
      <PageIntroHeader intro={guidesIntro} />
      <PageSection id="all-guides" heading="All guides">
        <HighlightGrid
          items={guideLinks.map((guide) => ({
            ...guide,
            icon: <TopicIcon kind={guide.kind} />,
            footer: (
              <Link component={RouterLink} to={GUIDE_PATHS[guide.kind]} sx={{ fontWeight: 600 }}>
                {`Read ${guide.title.toLowerCase()}`}
              </Link>
            ),
          }))}
        />
      </PageSection>
    </>
  );
}
