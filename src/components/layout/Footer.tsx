import { memo } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { config } from '../../config/config';
import { useT } from '../../i18n';
import { layoutMessages } from '../../i18n/namespaces/layout';
import { FOOTER_LINKS } from './navItems';

/**
 * Shown on every page, signed in or not, with the risk warning of SPEC §0.6. Memoised: it has
 * no props, so a change of URL (which re-renders the layout) never renders it again.
 */
export const Footer = memo(function Footer() {
  const t = useT(layoutMessages);
  return (
    <Box
      component="footer"
      sx={{ mt: 'auto', py: 4, bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider' }}
    >
      <Container maxWidth="lg">
        <Box
          component="nav"
          aria-label={t('footer.nav')}
          sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1, mb: 2 }}
        >
          {FOOTER_LINKS.map((item) => (
            <Link key={item.to} component={RouterLink} to={item.to} color="text.primary">
              {t(item.labelKey)}
            </Link>
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          <strong>{t('footer.riskLabel')}</strong> {t('footer.risk')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('footer.copyright', {
            // Text, not a number: a year takes no thousands separator ("2.026").
            year: String(new Date().getFullYear()),
            product: config.productName,
          })}
        </Typography>
      </Container>
    </Box>
  );
});
