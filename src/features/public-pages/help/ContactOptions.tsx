import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import EmailIcon from '../../../components/icons/Email';
import PhoneIcon from '../../../components/icons/Phone';
import WhatsAppIcon from '../../../components/icons/WhatsApp';
import { Link as RouterLink } from 'react-router-dom';
import { config } from '../../../config/config';
import { paths } from '../../../config/routes';
import { contactChannels, type ContactChannel } from '../../../content/support';
import { useT } from '../../../i18n';
import { helpMessages } from '../../../i18n/namespaces/help';
import { buildMailto } from '../../../lib/mailto';
import { HighlightGrid } from '../components/HighlightGrid';

const ICONS: Record<ContactChannel, ReactNode> = {
  whatsapp: <WhatsAppIcon color="success" fontSize="large" aria-hidden />,
  phone: <PhoneIcon color="primary" fontSize="large" aria-hidden />,
  email: <EmailIcon color="primary" fontSize="large" aria-hidden />,
};

function ChannelLink({ channel, label }: { channel: ContactChannel; label: string }) {
  const common = { variant: 'outlined', sx: { alignSelf: 'flex-start', mt: 'auto' } } as const;
  switch (channel) {
    case 'whatsapp':
      return (
        <Button {...common} href={config.whatsappUrl} target="_blank" rel="noopener noreferrer">
          {label}
        </Button>
      );
    case 'phone':
      return (
        <Button {...common} component={RouterLink} to={paths.contact}>
          {label}
        </Button>
      );
    case 'email':
      return (
        <Button {...common} href={buildMailto({ to: config.supportEmail })}>
          {label}
        </Button>
      );
  }
}

/** WhatsApp, phone support and an e-mailed support ticket. */
export function ContactOptions() {
  const t = useT(helpMessages);
  return (
    <HighlightGrid
      items={contactChannels.map((channel) => ({
        title: t(`options.${channel}.title`),
        body: t(`options.${channel}.body`, { supportEmail: config.supportEmail }),
        icon: ICONS[channel],
        footer: <ChannelLink channel={channel} label={t(`options.${channel}.action`)} />,
      }))}
    />
  );
}
