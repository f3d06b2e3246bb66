import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import type { Document } from '../../../content/types';
import { useT } from '../../../i18n';
import { PageIntroHeader } from './PageIntroHeader';
import { ProseSections, type ProseText } from './ProseSections';
import { TableOfContents } from './TableOfContents';

/**
 * A long read (legal pages, the indices article): the intro, then the sections beside a table
 * of contents — beside on desktop, above the text on tablets.
 */
export function DocumentPage<Key extends string>({ document }: { document: Document<Key> }) {
  const t = useT(document.namespace);
  const text = (key: Key) => t(key, document.values);
  const sections: ProseText[] = document.sections.map((section) => ({
    id: section.id,
    heading: text(section.heading),
    paragraphs: section.paragraphs.map(text),
    bullets: section.bullets?.map(text),
  }));
  return (
    <>
      <PageIntroHeader intro={{ title: text(document.title), lead: text(document.lead) }} />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 7 } }}>
        <Grid container spacing={{ xs: 4, md: 6 }}>
          <Grid size={{ xs: 12, md: 4 }}>
            <TableOfContents sections={sections} />
          </Grid>
          <Grid size={{ xs: 12, md: 8 }} sx={{ maxWidth: 760 }}>
            <ProseSections sections={sections} />
          </Grid>
        </Grid>
      </Container>
    </>
  );
}
