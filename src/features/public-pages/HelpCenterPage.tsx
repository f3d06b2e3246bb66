import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LazyForm } from '../../components/form/LazyForm';
import { useT } from '../../i18n';
import { helpMessages } from '../../i18n/namespaces/help';
import { PageIntroHeader } from './components/PageIntroHeader';
import { PageSection } from './components/PageSection';
import { ContactOptions } from './help/ContactOptions';
import { FaqList } from './help/FaqList';

/** The message form's height (Chromium, 320–1920 px, en/es/de): three fields and Submit. */
const LEAVE_MESSAGE_FORM_HEIGHT = 430.97;

const loadLeaveMessageForm = () =>
  import(/* webpackChunkName: "leave-message-form" */ './help/LeaveMessageForm');

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
          <LazyForm
            load={loadLeaveMessageForm}
            height={LEAVE_MESSAGE_FORM_HEIGHT}
            failedMessage={t('message.formFailed')}
          >
            {({ LeaveMessageForm }) => <LeaveMessageForm />}
          </LazyForm>
        </Paper>
      </PageSection>
      <PageSection id="faq" heading={t('faq.heading')}>
        <FaqList />
      </PageSection>
    </>
  );
}
