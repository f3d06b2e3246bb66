import Typography from '@mui/material/Typography';

/** Body paragraphs at a comfortable reading width. */
export function Paragraphs({ paragraphs }: { paragraphs: readonly string[] }) {
  return paragraphs.map((paragraph) => (
    <Typography key={paragraph} sx={{ maxWidth: 760, lineHeight: 1.7, mb: 2 }}>
      {paragraph}
    </Typography>
  ));
}
