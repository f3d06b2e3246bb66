import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { config } from '../../config/config';
import { popularAssets } from '../../content/guides';
import { useT } from '../../i18n';
import { guidesMessages } from '../../i18n/namespaces/guides';
import { HighlightGrid } from './components/HighlightGrid';
import { PageIntroHeader } from './components/PageIntroHeader';
import { PageSection } from './components/PageSection';

export default function CryptoGuidesPage() {
  const t = useT(guidesMessages);
  return (
    <>
      <PageIntroHeader
        intro={{
          title: t('crypto.title'),
          lead: t(config.demoBuild ? 'crypto.leadSample' : 'crypto.lead'),
        }}
      />
      <PageSection id="popular-assets" heading={t('crypto.assets.heading')}>
        <HighlightGrid
          items={popularAssets.map((asset) => ({
            title: t('crypto.asset', { name: asset.name, symbol: asset.symbol }),
            body: t(`crypto.${asset.id}.summary`),
            footer: (
              <Alert severity="warning" variant="outlined" sx={{ mt: 'auto' }}>
                {t(`crypto.${asset.id}.watchOut`)}
              </Alert>
            ),
          }))}
        />
      </PageSection>
      <PageSection id="before-you-buy" heading={t('crypto.beforeYouBuy.heading')} tone="paper">
        <Alert severity="info">
          <AlertTitle>{t('crypto.beforeYouBuy.title')}</AlertTitle>
          {t('crypto.beforeYouBuy.body')}
        </Alert>
      </PageSection>
    </>
  );
}
