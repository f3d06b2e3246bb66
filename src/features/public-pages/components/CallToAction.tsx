import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

const BAND_DARK = '#0a3a6b';
const BAND_LIGHT = '#0b5cad';

export interface CtaLink {
  label: string;
  to: string;
}

interface CallToActionProps {
  id: string;
  heading: string;
  lead: string;
  primary: CtaLink;
  secondary?: CtaLink;
}

/** A closing band that invites one clear next step (and optionally a second, quieter one). */
export function CallToAction({ id, heading, lead, primary, secondary }: CallToActionProps) {
  const headingId = `${id}-heading`;
  return (
    <Box component="section" id={id} aria-labelledby={headingId} sx={{ py: { xs: 5, md: 7 } }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            p: { xs: 4, md: 6 },
            borderRadius: 4,
            // Fixed colours: the band must keep its contrast in both light and dark themes.
            background: `linear-gradient(120deg, ${BAND_DARK}, ${BAND_LIGHT})`,
            color: 'common.white',
            display: 'flex',
            flexDirection: { xs: 'column', md: 'row' },
            alignItems: { md: 'center' },
            gap: 3,
          }}
        >
          <Box sx={{ flexGrow: 1 }}>
            <Typography id={headingId} variant="h2" sx={{ mb: 1 }}>
              {heading}
            </Typography>
            <Typography sx={{ opacity: 0.95, maxWidth: 640, lineHeight: 1.6 }}>{lead}</Typography>
          </Box>
          <Stack direction="row" spacing={2} sx={{ flexShrink: 0 }}>
            <Button
              component={RouterLink}
              to={primary.to}
              variant="contained"
              color="inherit"
              size="large"
              sx={{ color: BAND_DARK, bgcolor: 'common.white' }}
            >
              {primary.label}
            </Button>
            {secondary && (
              <Button
                component={RouterLink}
                to={secondary.to}
                variant="outlined"
                color="inherit"
                size="large"
              >
                {secondary.label}
              </Button>
            )}
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}
