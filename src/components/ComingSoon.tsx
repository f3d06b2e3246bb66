import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/**
 * A clearly-labelled placeholder for a route whose screen is not built yet. It says so
 * plainly instead of showing invented content.
 */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      <Paper variant="outlined" component="section" aria-label="Coming soon" sx={{ p: 3 }}>
        <Typography>This page is coming soon.</Typography>
      </Paper>
    </Container>
  );
}
