import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router-dom';
import { paths } from '../config/routes';
import { useDocumentTitle } from './DocumentTitle';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    return error.status === 404
      ? 'We could not find the page you asked for.'
      : `${error.status} ${error.statusText}`;
  }
  if (error instanceof Error) return error.message;
  return 'We could not find the page you asked for.';
}

/** The screen for unknown routes and for errors thrown while rendering (SPEC §1). */
export function ErrorScreen() {
  const error = useRouteError();
  useDocumentTitle('Error');
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Box role="alert">
        <Typography variant="h1" component="h1" gutterBottom>
          Unhandled Thrown Error!
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {describe(error)}
        </Typography>
      </Box>
      <Button component={RouterLink} to={paths.home} variant="contained">
        Go to the home page
      </Button>
    </Container>
  );
}
