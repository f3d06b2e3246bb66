import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { config } from '../../config/config';
import { paths } from '../../config/routes';

/** The logo leads signed-in users to their dashboard and visitors to the home page. */
export function Logo({ signedIn }: { signedIn: boolean }) {
  return (
    <Link
      component={RouterLink}
      to={signedIn ? paths.dashboard : paths.home}
      underline="none"
      color="inherit"
      aria-label={`${config.productName} — ${signedIn ? 'dashboard' : 'home'}`}
      sx={{ fontWeight: 800, fontSize: '1.35rem', letterSpacing: 0.5 }}
    >
      {config.productName}
    </Link>
  );
}
