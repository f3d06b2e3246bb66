import Box from '@mui/material/Box';

interface IllustrationProps {
  src: string;
  alt: string;
  /** Intrinsic size, so the layout does not jump while the image loads. */
  width: number;
  height: number;
  maxWidth: number;
  /** Images below the fold load only when the reader scrolls near them. */
  lazy?: boolean;
}

/** A decorative-but-described SVG illustration, centred and scaled to its column. */
export function Illustration({
  src,
  alt,
  width,
  height,
  maxWidth,
  lazy = true,
}: IllustrationProps) {
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={lazy ? 'lazy' : 'eager'}
      sx={{ width: '100%', maxWidth, height: 'auto', display: 'block', mx: 'auto' }}
    />
  );
}
