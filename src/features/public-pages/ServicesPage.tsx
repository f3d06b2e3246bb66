import Box from '@mui/material/Box';
import { config } from '../../config/config';
import { paths } from '../../config/routes';
import { servicePoints, services, type ServiceKind } from '../../content/services';
import { useIntlLocale, useT } from '../../i18n';
import { servicesMessages } from '../../i18n/namespaces/services';
import { PLANS } from '../plans';
import { CallToAction } from './components/CallToAction';
import { HighlightGrid } from './components/HighlightGrid';
import { PageIntroHeader } from './components/PageIntroHeader';
import { PageSection } from './components/PageSection';
import { TopicIcon } from './components/TopicIcon';

const positions = PLANS.map((plan) => plan.positions);

/**
 * The catalogue key of one part of a service card. The demo build's prices are the offline
 * feed's samples, so its crypto card says so instead of promising live prices.
 */
function serviceKey(kind: ServiceKind, part: 'body' | (typeof servicePoints)[number]) {
  return config.demoBuild && kind === 'crypto'
    ? (`crypto.${part}Sample` as const)
    : (`${kind}.${part}` as const);
}

export default function ServicesPage() {
  const t = useT(servicesMessages);
  const count = new Intl.NumberFormat(useIntlLocale());
  // The plans' range of open positions, read from the plans themselves.
  const values = {
    min: count.format(Math.min(...positions)),
    max: count.format(Math.max(...positions)),
  };
  return (
    <>
      <PageIntroHeader intro={{ title: t('intro.title'), lead: t('intro.lead') }} />
      <PageSection id="what-you-get" heading={t('list.heading')}>
        <HighlightGrid
          items={services.map((kind) => ({
            title: t(`${kind}.title`),
            body: t(serviceKey(kind, 'body')),
            icon: <TopicIcon kind={kind} />,
            footer: (
              <Box component="ul" sx={{ m: 0, pl: 2.5, color: 'text.secondary' }}>
                {servicePoints.map((point) => (
                  <li key={point}>{t(serviceKey(kind, point), values)}</li>
                ))}
              </Box>
            ),
          }))}
        />
      </PageSection>
      <CallToAction
        id="see-prices"
        heading={t('cta.heading')}
        lead={t('cta.lead')}
        primary={{ label: t('cta.primary'), to: paths.prices }}
        secondary={{ label: t('cta.secondary'), to: paths.plans }}
      />
    </>
  );
}
