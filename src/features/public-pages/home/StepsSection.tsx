import { steps } from '../../../content/homeMore';
import { useT } from '../../../i18n';
import { homeMoreMessages } from '../../../i18n/namespaces/homeMore';
import { HighlightGrid } from '../components/HighlightGrid';
import { PageSection } from '../components/PageSection';

export function StepsSection() {
  const t = useT(homeMoreMessages);
  return (
    <PageSection id="get-started" heading={t('steps.heading')}>
      <HighlightGrid
        items={steps.map((step) => ({
          title: t(`steps.${step}.title`),
          body: t(`steps.${step}.body`),
        }))}
        numberLabel={(number) => t('steps.number', { number })}
      />
    </PageSection>
  );
}
