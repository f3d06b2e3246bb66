import Link from '@mui/material/Link';
import type { MouseEvent } from 'react';
import { useT } from '../../i18n';
import { layoutMessages } from '../../i18n/namespaces/layout';

/** The id of the layout's <main>, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first Tab stop of every page: "Skip to main content" lets a keyboard user pass the
 * header's links in one keystroke. Off screen until focused. Focus is moved by script rather
 * than by following the #fragment, which would put a hash in the router's URL.
 */
export function SkipLink() {
  const t = useT(layoutMessages);
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 700,
        boxShadow: 4,
        // Moved off screen, not hidden: a hidden link could not take focus.
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      {t('skipLink')}
    </Link>
  );
}
