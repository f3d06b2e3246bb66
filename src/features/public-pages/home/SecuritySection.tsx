import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import securityImage from '../../../assets/security-shield.svg';
import { securityPoints } from '../../../content/homeMore';
import { useT } from '../../../i18n';
import { homeMoreMessages } from '../../../i18n/namespaces/homeMore';
import { Illustration } from '../components/Illustration';
import { PageSection } from '../components/PageSection';

/** What actually protects an account, stated as facts the product can back. */
export function SecuritySection() {
  const t = useT(homeMoreMessages);
  return (
    <PageSection
      id="security"
      heading={t('security.heading')}
      lead={t('security.lead')}
      tone="paper"
    >
      <Grid container spacing={{ xs: 4, md: 6 }} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {securityPoints.map((point) => (
              <Grid key={point} component="li" size={{ xs: 12, sm: 6 }}>
                <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
                  {t(`security.${point}.title`)}
                </Typography>
                <Typography color="text.secondary" sx={{ lineHeight: 1.6 }}>
                  {t(`security.${point}.body`)}
                </Typography>
              </Grid>
            ))}
          </Grid>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }} sx={{ display: { xs: 'none', md: 'block' } }}>
          <Illustration
            src={securityImage}
            alt={t('security.imageAlt')}
            width={320}
            height={320}
            maxWidth={280}
          />
        </Grid>
      </Grid>
    </PageSection>
  );
}
