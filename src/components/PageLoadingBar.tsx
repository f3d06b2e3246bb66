import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useT } from '../i18n';
import { layoutMessages } from '../i18n/namespaces/layout';

const sweep = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(300%); }
`;

/**
 * The bar shown while a page's code is fetched (real work, SPEC §0.4): MUI's indeterminate
 * linear progress look — 4 px, the primary colour sweeping over its light tint — in a few lines.
 * It moves by `transform` only, so it never registers as a layout shift, and the first render
 * of every page does not wait for the LinearProgress component and its four variants.
 */
export function PageLoadingBar({ label }: { label: string }) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      sx={{
        position: 'relative',
        overflow: 'hidden',
        height: 4,
        bgcolor: 'LinearProgress.primaryBg',
      }}
    >
      <Box
        sx={{
          position: 'absolute',
          top: 0,
          bottom: 0,
          left: 0,
          width: '35%',
          bgcolor: 'primary.main',
          animation: `${sweep} 1.6s cubic-bezier(0.65, 0.815, 0.735, 0.395) infinite`,
          '@media (prefers-reduced-motion: reduce)': {
            animation: 'none',
            left: '30%',
            width: '40%',
          },
        }}
      />
    </Box>
  );
}

/** The bar while a page's code is fetched, named in the language chosen. */
export function PageCodeLoadingBar() {
  const t = useT(layoutMessages);
  return <PageLoadingBar label={t('loading.page')} />;
}
