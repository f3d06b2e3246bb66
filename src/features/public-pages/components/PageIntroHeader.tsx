import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { PageIntro } from '../../../content/types';

/** The top band of a public page: its one h1 and the lead paragraph under it. */
export function PageIntroHeader({ intro, children }: { intro: PageIntro; children?: ReactNode }) {
  return (
    <Box
      component="header"
      sx={{
        py: { xs: 6, md: 8 },
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Container maxWidth="lg">
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: 2 }}>
          {intro.title}
        </Typography>
        <Typography
          sx={{ fontSize: '1.15rem', color: 'text.secondary', maxWidth: 720, lineHeight: 1.6 }}
        >
          {intro.lead}
        </Typography>
        {children}
      </Container>
    </Box>
  );
}
