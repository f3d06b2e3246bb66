import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  contactOptionsHeading,
  faqHeading,
  helpCenterIntro,
  leaveMessage,
} from '../../content/support';
import { PageIntroHeader } from './components/PageIntroHeader';
import { PageSection } from './components/PageSection';
import { ContactOptions } from './help/ContactOptions';
import { FaqList } from './help/FaqList';
import { LeaveMessageForm } from './help/LeaveMessageForm';

export default function HelpCenterPage() {
  return (
    <>
      <PageIntroHeader intro={helpCenterIntro} />
      <PageSection id="contact-options" heading={contactOptionsHeading}>
        <ContactOptions />
      </PageSection>
      <PageSection id="leave-message" heading={leaveMessage.heading} tone="paper">
        <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, maxWidth: 760 }}>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {leaveMessage.lead}
          </Typography>
          <LeaveMessageForm />
        </Paper>
      </PageSection>
      <PageSection id="faq" heading={faqHeading}>
        <FaqList />
      </PageSection>
    </>
  );
}
