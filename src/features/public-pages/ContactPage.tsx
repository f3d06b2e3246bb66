import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { config } from '../../config/config';
import { paths } from '../../config/routes';
import { useT } from '../../i18n';
import { contactMessages } from '../../i18n/namespaces/contact';
import { buildMailto } from '../../lib/mailto';
import { HighlightGrid } from './components/HighlightGrid';
import { PageIntroHeader } from './components/PageIntroHeader';
import { PageSection } from './components/PageSection';

/** Digits and a leading plus only: what a tel: link needs. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

const linkSx = { fontWeight: 600, fontSize: '1.1rem', wordBreak: 'break-all' } as const;

export default function ContactPage() {
  const t = useT(contactMessages);
  return (
    <>
      <PageIntroHeader intro={{ title: t('intro.title'), lead: t('intro.lead') }} />
      <PageSection id="reach-us" heading={t('reach.heading')}>
        <HighlightGrid
          items={[
            {
              title: t('email.heading'),
              body: t('email.body'),
              footer: (
                <Link href={buildMailto({ to: config.supportEmail })} sx={linkSx}>
                  {config.supportEmail}
                </Link>
              ),
            },
            {
              title: t('phone.heading'),
              body: t('phone.body'),
              footer: (
                <Link href={telHref(config.supportPhone)} sx={linkSx}>
                  {config.supportPhone}
                </Link>
              ),
            },
            {
              title: t('whatsapp.heading'),
              body: t('whatsapp.body'),
              footer: (
                <Link
                  href={config.whatsappUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  sx={linkSx}
                >
                  {t('whatsapp.action')}
                </Link>
              ),
            },
          ]}
        />
        <Link component={RouterLink} to={paths.helpCenter} sx={{ display: 'inline-block', mt: 3 }}>
          {t('helpCenter.action')}
        </Link>
      </PageSection>
      <PageSection id="stay-safe" heading={t('safety.heading')} tone="paper">
        <Alert severity="warning" sx={{ maxWidth: 760 }}>
          <AlertTitle>{t('safety.title')}</AlertTitle>
          {t('safety.body')}
        </Alert>
      </PageSection>
    </>
  );
}
