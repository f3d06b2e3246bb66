import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useT } from '../../i18n';
import { plansMessages } from '../../i18n/namespaces/plans';
import type { PlanAction } from './PlanCard';
import { PlanGrid } from './PlanGrid';

interface PlanChooserProps {
  title: string;
  intro: string;
  action: PlanAction;
}

/**
 * A page offering the four plans: its h1, an intro, the cards and the risk note, which says
 * wherever plans are offered that they describe tools, not outcomes.
 */
export function PlanChooser({ title, intro, action }: PlanChooserProps) {
  const t = useT(plansMessages);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
      <Typography variant="h1" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ fontSize: '1.15rem', maxWidth: 760, mb: 4 }}>
        {intro}
      </Typography>
      <section aria-label={t('options')}>
        <PlanGrid action={action} />
      </section>
      <Alert severity="info" sx={{ mt: 4 }}>
        {t('riskNote')}
      </Alert>
    </Container>
  );
}
