import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useT } from '../../../i18n';
import { publicPagesMessages } from '../../../i18n/namespaces/publicPages';
import type { ProseText } from './ProseSections';

/** Anchor links to each section of a long page, so readers can jump to what they need. */
export function TableOfContents({
  sections,
}: {
  sections: readonly Pick<ProseText, 'id' | 'heading'>[];
}) {
  const t = useT(publicPagesMessages);
  return (
    <Box
      component="nav"
      aria-labelledby="toc-heading"
      sx={{
        position: { md: 'sticky' },
        top: { md: 88 },
        p: 2.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
      }}
    >
      <Typography id="toc-heading" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {t('toc.heading')}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 2.5, '& li': { py: 0.5 } }}>
        {sections.map((section) => (
          <li key={section.id}>
            <Link href={`#${section.id}`} underline="hover">
              {section.heading}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
