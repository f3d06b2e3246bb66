import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;

/**
 * A line of text still on its way: MUI's text Skeleton look (the line's own height, drawn at
 * 60 %, pulsing) in a few lines, for home's first render, which must stay inside 200 kB of
 * gzip (issue 32) and where the Skeleton component cost about 1 kB. Like Skeleton it takes the
 * height of a line of the font it is given, so the text that replaces it moves nothing.
 * Elsewhere, use MUI's Skeleton.
 */
export function TextPlaceholder({
  width,
  variant,
  fontSize,
  marginBottom,
}: {
  width?: string;
  /** The font of the line it stands for: a typography variant, or a size. */
  variant?: 'body2';
  fontSize?: string;
  /** In theme spacing units, as the text's own. */
  marginBottom?: number;
}) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'block',
        width,
        bgcolor: 'Skeleton.bg',
        borderRadius: '4px / 6.7px',
        transform: 'scale(1, 0.6)',
        transformOrigin: '0 55%',
        animation: `${pulse} 2s ease-in-out 0.5s infinite`,
        '&::before': { content: '"\\00a0"' },
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        typography: variant,
        fontSize,
        mb: marginBottom,
      }}
    />
  );
}
