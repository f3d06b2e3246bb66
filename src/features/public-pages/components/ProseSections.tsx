import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** One section of a long read, in the reader's language. */
export interface ProseText {
  /** Anchor id, used by tables of contents (`#id`). */
  id: string;
  heading: string;
  paragraphs: readonly string[];
  bullets?: readonly string[];
}

/** Readable article text: each section is a landmark with its h2, paragraphs and list. */
export function ProseSections({ sections }: { sections: readonly ProseText[] }) {
  return (
    <>
      {sections.map((section) => (
        <Box
          key={section.id}
          component="section"
          id={section.id}
          aria-labelledby={`${section.id}-heading`}
          // Keeps a heading reached through an anchor link clear of the sticky app bar.
          sx={{ scrollMarginTop: 88, '& + &': { mt: 4 } }}
        >
          <Typography
            id={`${section.id}-heading`}
            variant="h2"
            sx={{ fontSize: '1.4rem', mb: 1.5 }}
          >
            {section.heading}
          </Typography>
          {section.paragraphs.map((paragraph) => (
            <Typography key={paragraph} sx={{ mb: 1.5, lineHeight: 1.7 }}>
              {paragraph}
            </Typography>
          ))}
          {section.bullets && (
            <Box component="ul" sx={{ pl: 3, my: 0, '& li': { mb: 1, lineHeight: 1.7 } }}>
              {section.bullets.map((bullet) => (
                <li key={bullet}>
                  <Typography component="span">{bullet}</Typography>
                </li>
              ))}
            </Box>
          )}
        </Box>
      ))}
    </>
  );
}
