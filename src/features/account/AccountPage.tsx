import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useUserDetails } from '../session';
import type { UserDetails } from '../../api/types';
import { paths } from '../../config/routes';
import { RetryAlert } from '../../components/RetryAlert';
import { WidgetBoundary } from '../../components/WidgetBoundary';
import { errorMessageOf } from '../../lib/apiError';
import { SecuritySection } from './SecuritySection';
import { UpdateDetailsDialog } from './UpdateDetailsDialog';

const NOT_PROVIDED = 'Not provided';

const orNotProvided = (value: string) => (value.trim() === '' ? NOT_PROVIDED : value);

/** The read-only details of SPEC §5 "Account", in reading order. */
const ACCOUNT_FIELDS: readonly { label: string; value: (user: UserDetails) => string }[] = [
  { label: 'Full name', value: (user) => user.name },
  { label: 'Phone', value: (user) => orNotProvided(user.phoneNumber) },
  { label: 'Email', value: (user) => user.email },
  { label: 'Zip code', value: (user) => orNotProvided(user.zipCode) },
  { label: 'Gender', value: (user) => orNotProvided(user.gender) },
  { label: 'Address', value: (user) => orNotProvided(user.address) },
  { label: 'Account status', value: (user) => (user.verified ? 'Verified' : 'Not Verified') },
  { label: 'Plan', value: (user) => orNotProvided(user.plan) },
  { label: 'Investment goal', value: (user) => orNotProvided(user.investmentGoal) },
];

function AccountDetails({ user }: { user: UserDetails | undefined }) {
  return (
    <Box
      component="dl"
      aria-busy={user ? 'false' : 'true'}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, max-content) 1fr' },
        columnGap: 3,
        rowGap: 1,
        m: 0,
      }}
    >
      {ACCOUNT_FIELDS.map((field) => (
        <Box key={field.label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {field.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
            {user ? field.value(user) : <Skeleton variant="text" width="12rem" />}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export default function AccountPage() {
  const { user, error, refetch } = useUserDetails();
  const [editing, setEditing] = useState(false);

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h1" gutterBottom>
        Account
      </Typography>
      <Stack spacing={3}>
        {error && (
          <RetryAlert
            message={`Your account details could not be loaded. ${errorMessageOf(error)}`}
            onRetry={() => void refetch()}
          />
        )}
        {!(error && !user) && (
          <Paper variant="outlined" sx={{ p: 3 }}>
            <WidgetBoundary subject="Your account details" onRetry={refetch} answers={[user]}>
              <AccountDetails user={user} />
            </WidgetBoundary>
          </Paper>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button variant="contained" component={RouterLink} to={paths.upgradeAccount}>
            Upgrade Account
          </Button>
          <Button variant="outlined" disabled={!user} onClick={() => setEditing(true)}>
            Update Details
          </Button>
        </Stack>
        <SecuritySection />
      </Stack>
      {user && editing && (
        <WidgetBoundary subject="The update form" onRetry={refetch} answers={[user]}>
          <UpdateDetailsDialog open user={user} onClose={() => setEditing(false)} />
        </WidgetBoundary>
      )}
    </Container>
  );
}
