import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useT } from '../../i18n';
import { helpMessages } from '../../i18n/namespaces/help';
import { PageIntroHeader } from './components/PageIntroHeader';
import { PageSection } from './components/PageSection';
import { ContactOptions } from './help/ContactOptions';
import { FaqList } from './help/FaqList';
import { LeaveMessageForm } from './help/LeaveMessageForm';

export default function HelpCenterPage() {
  const t = useT(helpMessages);
  return (
    <>
      <PageIntroHeader intro={{ title: t('intro.title'), lead: t('intro.lead') }} />
      <PageSection id="contact-options" heading={t('options.heading')}>
        <ContactOptions />
      </PageSection>
      <PageSection id="leave-message" heading={t('message.heading')} tone="paper">
        <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, maxWidth: 760 }}>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t('message.lead')}
          </Typography>
          <LeaveMessageForm />
        </Paper>
      </PageSection>
      <PageSection id="faq" heading={t('faq.heading')}>
        <FaqList />
      </PageSection>
    </>
  );
}
