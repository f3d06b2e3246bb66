import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { config } from '../../config/config';
import { paths } from '../../config/routes';
import { contactDetails as copy, contactIntro } from '../../content/support';
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
  return (
    <>
      <PageIntroHeader intro={contactIntro} />
      <PageSection id="reach-us" heading="Reach our support team">
        <HighlightGrid
          items={[
            {
              title: copy.emailHeading,
              body: copy.emailBody,
              footer: (
                <Link href={buildMailto({ to: config.supportEmail })} sx={linkSx}>
                  {config.supportEmail}
                </Link>
              ),
            },
            {
              title: copy.phoneHeading,
              body: copy.phoneBody,
              footer: (
                <Link href={telHref(config.supportPhone)} sx={linkSx}>
                  {config.supportPhone}
                </Link>
              ),
            },
            {
              title: copy.whatsappHeading,
              body: copy.whatsappBody,
              footer: (
                <Link
                  href={config.whatsappUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  sx={linkSx}
                >
                  {copy.whatsappAction}
                </Link>
              ),
            },
          ]}
        />
        <Link component={RouterLink} to={paths.helpCenter} sx={{ display: 'inline-block', mt: 3 }}>
          {copy.helpCenterAction}
        </Link>
      </PageSection>
      <PageSection id="stay-safe" heading={copy.safetyHeading} tone="paper">
        <Alert severity="warning" sx={{ maxWidth: 760 }}>
          <AlertTitle>Protect your account</AlertTitle>
          {copy.safetyBody}
        </Alert>
      </PageSection>
    </>
  );
}
