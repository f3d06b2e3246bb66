import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

interface PageSectionProps {
  /** Anchor id of the section; its heading gets `${id}-heading`. */
  id: string;
  heading: string;
  lead?: string;
  /** Alternate bands use the paper colour so long pages read as distinct sections. */
  tone?: 'default' | 'paper';
  children?: ReactNode;
}

/** A landmark section of a public page with its h2, centred to the page's reading width. */
export function PageSection({ id, heading, lead, tone = 'default', children }: PageSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      sx={{ py: { xs: 5, md: 7 }, bgcolor: tone === 'paper' ? 'background.paper' : undefined }}
    >
      <Container maxWidth="lg">
        <Typography id={headingId} variant="h2" sx={{ mb: lead ? 1 : 3 }}>
          {heading}
        </Typography>
        {lead && (
          <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 720 }}>
            {lead}
          </Typography>
        )}
        {children}
      </Container>
    </Box>
  );
}
