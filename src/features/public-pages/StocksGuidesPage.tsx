import { stockTips } from '../../content/guides';
import { useT } from '../../i18n';
import { guidesMessages } from '../../i18n/namespaces/guides';
import { HighlightGrid } from './components/HighlightGrid';
import { PageIntroHeader } from './components/PageIntroHeader';
import { PageSection } from './components/PageSection';

export default function StocksGuidesPage() {
  const t = useT(guidesMessages);
  return (
    <>
      <PageIntroHeader intro={{ title: t('stocks.title'), lead: t('stocks.lead') }} />
      <PageSection id="beginner-tips" heading={t('stocks.tips.heading')}>
        <HighlightGrid
          items={stockTips.map((tip) => ({
            title: t(`stocks.${tip}.title`),
            body: t(`stocks.${tip}.body`),
          }))}
          numberLabel={(number) => t('stocks.tips.number', { number })}
        />
      </PageSection>
    </>
  );
}
