import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import type { Document } from '../../../content/types';
import { PageIntroHeader } from './PageIntroHeader';
import { ProseSections } from './ProseSections';
import { TableOfContents } from './TableOfContents';

/**
 * A long read (legal pages, the indices article): the intro, then the sections beside a table
 * of contents — beside on desktop, above the text on tablets.
 */
export function DocumentPage({ document }: { document: Document }) {
  return (
    <>
      <PageIntroHeader intro={document.intro} />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 7 } }}>
        <Grid container spacing={{ xs: 4, md: 6 }}>
          <Grid size={{ xs: 12, md: 4 }}>
            <TableOfContents sections={document.sections} />
          </Grid>
          <Grid size={{ xs: 12, md: 8 }} sx={{ maxWidth: 760 }}>
            <ProseSections sections={document.sections} />
          </Grid>
        </Grid>
      </Container>
    </>
  );
}
