import { steps, stepsIntro } from '../../../content/homeMore';
import { HighlightGrid } from '../components/HighlightGrid';
import { PageSection } from '../components/PageSection';

export function StepsSection() {
  return (
    <PageSection id="get-started" heading={stepsIntro.heading}>
      <HighlightGrid items={steps} numberPrefix="Step" />
    </PageSection>
  );
}
