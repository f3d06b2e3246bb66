import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../config/routes';
import { useT, type Translate } from '../i18n';
import { layoutMessages } from '../i18n/namespaces/layout';
import { useDocumentTitle } from './DocumentTitle';

type LayoutTranslate = Translate<keyof typeof layoutMessages.en>;

function describe(error: unknown, t: LayoutTranslate): string {
  if (error instanceof Error) return error.message;
  return t('error.notFound');
}

/**
 * The screen for unknown routes (no `error`) and for errors thrown while rendering a page or
 * loading its code (SPEC §1).
 */
export function ErrorScreen({ error }: { error?: unknown }) {
  const t = useT(layoutMessages);
  useDocumentTitle(t('title.error'));
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Box role="alert">
        <Typography variant="h1" component="h1" gutterBottom>
          {t('error.heading')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {describe(error, t)}
        </Typography>
      </Box>
      <Button component={RouterLink} to={paths.home} variant="contained">
        {t('error.home')}
      </Button>
    </Container>
  );
}
