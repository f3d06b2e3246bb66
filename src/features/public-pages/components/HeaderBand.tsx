import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';

/** The band at the top of a public page that holds its h1. */
export function HeaderBand({ roomy = false, children }: { roomy?: boolean; children: ReactNode }) {
  return (
    <Box
      component="header"
      sx={{
        py: roomy ? { xs: 6, md: 10 } : { xs: 6, md: 8 },
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Container maxWidth="lg">{children}</Container>
    </Box>
  );
}
