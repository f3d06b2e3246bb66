import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/routes';
import heroImage from '../../../assets/hero-markets.svg';
import { config } from '../../../config/config';
import { useT } from '../../../i18n';
import { homeMessages } from '../../../i18n/namespaces/home';
import { HeaderBand } from '../components/HeaderBand';
import { Illustration } from '../components/Illustration';

/** Above the fold: the page's h1, the pitch, and the two ways in. */
export function HeroSection() {
  const t = useT(homeMessages);
  return (
    <HeaderBand roomy>
      <Grid container spacing={{ xs: 4, md: 6 }} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography
            variant="h1"
            sx={{ fontSize: { xs: '2.25rem', md: '3rem' }, lineHeight: 1.15, mb: 2.5 }}
          >
            {t('hero.title', { productName: config.productName })}
          </Typography>
          <Typography sx={{ fontSize: '1.2rem', color: 'text.secondary', lineHeight: 1.6 }}>
            {t(config.demoBuild ? 'hero.leadSample' : 'hero.lead')}
          </Typography>
          <Stack direction="row" spacing={2} sx={{ mt: 4 }}>
            <Button component={RouterLink} to={paths.signUp} variant="contained" size="large">
              {t('hero.signUp')}
            </Button>
            <Button component={RouterLink} to={paths.signIn} variant="outlined" size="large">
              {t('hero.logIn')}
            </Button>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }} sx={{ display: { xs: 'none', sm: 'block' } }}>
          <Illustration
            src={heroImage}
            alt={t(config.demoBuild ? 'hero.imageAltSample' : 'hero.imageAlt')}
            width={480}
            height={360}
            maxWidth={520}
            lazy={false}
          />
        </Grid>
      </Grid>
    </HeaderBand>
  );
}
