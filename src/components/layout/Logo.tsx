import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { config } from '../../config/config';
import { paths } from '../../config/routes';
import { useT } from '../../i18n';
import { layoutMessages } from '../../i18n/namespaces/layout';

/** The logo leads signed-in users to their dashboard and visitors to the home page. */
export function Logo({ signedIn }: { signedIn: boolean }) {
  const t = useT(layoutMessages);
  return (
    <Link
      component={RouterLink}
      to={signedIn ? paths.dashboard : paths.home}
      underline="none"
      color="inherit"
      aria-label={t(signedIn ? 'logo.dashboard' : 'logo.home', { product: config.productName })}
      sx={{ fontWeight: 800, fontSize: '1.35rem', letterSpacing: 0.5 }}
    >
      {config.productName}
    </Link>
  );
}
