import { memo } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { config } from '../../config/config';
import { FOOTER_LINKS } from './navItems';

export const RISK_WARNING =
  'Trading crypto and stocks involves risk of loss. Prices can fall as well as rise, past ' +
  'performance is no guide to future results, and you may lose some or all of the money you ' +
  'invest. Only invest what you can afford to lose.';

/**
 * Shown on every page, signed in or not, with the risk warning of SPEC §0.6. Memoised: it has
 * no props, so a change of URL (which re-renders the layout) never renders it again.
 */
export const Footer = memo(function Footer() {
  return (
    <Box
      component="footer"
      sx={{ mt: 'auto', py: 4, bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider' }}
    >
      <Container maxWidth="lg">
        <Box
          component="nav"
          aria-label="Footer"
          sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1, mb: 2 }}
        >
          {FOOTER_LINKS.map((item) => (
            <Link key={item.to} component={RouterLink} to={item.to} color="text.primary">
              {item.label}
            </Link>
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          <strong>Risk warning:</strong> {RISK_WARNING}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          © {new Date().getFullYear()} {config.productName}. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
});
