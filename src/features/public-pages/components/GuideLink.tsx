import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import type { GuideKind } from '../../../content/guides';
import { GUIDE_PATHS } from './guideRoutes';

export function GuideLink({ kind, label }: { kind: GuideKind; label: string }) {
  return (
    <Link component={RouterLink} to={GUIDE_PATHS[kind]} sx={{ fontWeight: 600 }}>
      {label}
    </Link>
  );
}
