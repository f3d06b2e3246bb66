import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import {
  beforeYouBuy,
  cryptoGuidesIntro,
  popularAssets,
  popularAssetsHeading,
} from '../../content/guides';
import { HighlightGrid } from './components/HighlightGrid';
import { PageIntroHeader } from './components/PageIntroHeader';
import { PageSection } from './components/PageSection';

export default function CryptoGuidesPage() {
  return (
    <>
      <PageIntroHeader intro={cryptoGuidesIntro} />
      <PageSection id="popular-assets" heading={popularAssetsHeading}>
        <HighlightGrid
          items={popularAssets.map((asset) => ({
            title: `${asset.name} (${asset.symbol})`,
            body: asset.summary,
            footer: (
              <Alert severity="warning" variant="outlined" sx={{ mt: 'auto' }}>
                {asset.watchOut}
              </Alert>
            ),
          }))}
        />
      </PageSection>
      <PageSection id="before-you-buy" heading={beforeYouBuy.title} tone="paper">
        <Alert severity="info">
          <AlertTitle>Three rules worth keeping</AlertTitle>
          {beforeYouBuy.body}
        </Alert>
      </PageSection>
    </>
  );
}
