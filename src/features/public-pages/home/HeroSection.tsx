import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/routes';
import heroImage from '../../../assets/hero-markets.svg';
import { config } from '../../../config/config';
import { useT } from '../../../i18n';
import { homeMessages } from '../../../i18n/namespaces/home';
import { HeaderBand } from '../components/HeaderBand';
import { Illustration } from '../components/Illustration';

/**
 * Above the fold: the page's h1, the pitch, and the two ways in. Laid out with CSS grid and flex
 * on a Box rather than MUI's Grid and Stack: those two cost home's first render about 3 kB of gzip
 * (issue 32's 200 kB budget) for what two CSS declarations do.
 */
export function HeroSection() {
  const t = useT(homeMessages);
  return (
    <HeaderBand roomy>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          gap: { xs: 4, md: 6 },
          alignItems: 'center',
        }}
      >
        <div>
          <Typography
            variant="h1"
            sx={{ fontSize: { xs: '2.25rem', md: '3rem' }, lineHeight: 1.15, mb: 2.5 }}
          >
            {t('hero.title', { productName: config.productName })}
          </Typography>
          <Typography sx={{ fontSize: '1.2rem', color: 'text.secondary', lineHeight: 1.6 }}>
            {t(config.demoBuild ? 'hero.leadSample' : 'hero.lead')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, mt: 4 }}>
            <Button component={RouterLink} to={paths.signUp} variant="contained" size="large">
              {t('hero.signUp')}
            </Button>
            <Button component={RouterLink} to={paths.signIn} variant="outlined" size="large">
              {t('hero.logIn')}
            </Button>
          </Box>
        </div>
        <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
          <Illustration
            src={heroImage}
            alt={t(config.demoBuild ? 'hero.imageAltSample' : 'hero.imageAlt')}
            width={480}
            height={360}
            maxWidth={520}
            lazy={false}
          />
        </Box>
      </Box>
    </HeaderBand>
  );
}
