import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** Text for screen readers only: it is read aloud and copied, but takes no space on screen. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <Box
      component="span"
      sx={{
        position: 'absolute',
        // Strings: in `sx` a bare 1 means 100 %, not one pixel.
        width: '1px',
        height: '1px',
        p: 0,
        m: '-1px',
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
        whiteSpace: 'nowrap',
        border: 0,
      }}
    >
      {children}
    </Box>
  );
}
