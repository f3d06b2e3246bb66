import { guideKinds } from '../../content/guides';
import { useT } from '../../i18n';
import { guidesMessages } from '../../i18n/namespaces/guides';
import { GuideLink } from './components/GuideLink';
import { HighlightGrid } from './components/HighlightGrid';
import { PageIntroHeader } from './components/PageIntroHeader';
import { PageSection } from './components/PageSection';
import { TopicIcon } from './components/TopicIcon';

export default function GuidesPage() {
  const t = useT(guidesMessages);
  return (
    <>
      <PageIntroHeader intro={{ title: t('index.title'), lead: t('index.lead') }} />
      <PageSection id="all-guides" heading={t('index.heading')}>
        <HighlightGrid
          items={guideKinds.map((kind) => ({
            title: t(`index.${kind}.title`),
            body: t(`index.${kind}.body`),
            icon: <TopicIcon kind={kind} />,
            footer: <GuideLink kind={kind} label={t(`index.${kind}.link`)} />,
          }))}
        />
      </PageSection>
    </>
  );
}
