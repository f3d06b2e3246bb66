import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router-dom';
import type { FloorState } from './floorStore';

/** Home's first screen at its plainest: a top bar, then the h1, the pitch and the two ways in. */
export function FloorScreen() {
  const { title, lead } = useSelector((state: FloorState) => state.pitch);
  return (
    <>
      <AppBar position="static" color="default" elevation={0}>
        <Toolbar>
          <Typography component="span" sx={{ fontWeight: 700 }}>
            Meridian
          </Typography>
        </Toolbar>
      </AppBar>
      <Box component="main">
        <Box
          component="header"
          sx={{ py: { xs: 6, md: 10 }, borderBottom: 1, borderColor: 'divider' }}
        >
          <Container maxWidth="lg">
            <Typography
              variant="h1"
              sx={{ fontSize: { xs: '2.25rem', md: '3rem' }, lineHeight: 1.15, mb: 2.5 }}
            >
              {title}
            </Typography>
            <Typography sx={{ fontSize: '1.2rem', color: 'text.secondary', lineHeight: 1.6 }}>
              {lead}
            </Typography>
            <Stack direction="row" spacing={2} sx={{ mt: 4 }}>
              <Button component={RouterLink} to="/sign-up" variant="contained" size="large">
                Sign up
              </Button>
              <Button component={RouterLink} to="/sign-in" variant="outlined" size="large">
                Log in
              </Button>
            </Stack>
          </Container>
        </Box>
      </Box>
    </>
  );
}
