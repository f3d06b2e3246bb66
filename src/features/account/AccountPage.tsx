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
import { LazyDialog } from '../../components/LazyDialog';
import { LazyPart } from '../../components/LazyPart';
import { RetryAlert } from '../../components/RetryAlert';
import { WidgetBoundary } from '../../components/WidgetBoundary';
import { useT, type Translate } from '../../i18n';
import { accountMessages, type AccountKey } from '../../i18n/namespaces/account';
import { errorMessageOf } from '../../lib/apiError';
import { investmentGoalText } from './investmentGoalText';

const loadUpdateDetailsDialog = () =>
  import(/* webpackChunkName: "update-details-dialog" */ './UpdateDetailsDialog');

const loadAccountSettings = () =>
  import(/* webpackChunkName: "account-settings" */ './AccountSettings');

/** Room held below the buttons until the settings arrive, so the footer does not jump up. */
const SETTINGS_MIN_HEIGHT = '100vh';

/** The read-only details of SPEC §5 "Account", in reading order. */
const ACCOUNT_FIELDS: readonly {
  label: AccountKey;
  value: (user: UserDetails, t: Translate<AccountKey>) => string;
}[] = [
  { label: 'details.fullName', value: (user) => user.name },
  { label: 'details.phone', value: (user, t) => orNotProvided(user.phoneNumber, t) },
  { label: 'details.email', value: (user) => user.email },
  { label: 'details.zipCode', value: (user, t) => orNotProvided(user.zipCode, t) },
  { label: 'details.gender', value: (user, t) => orNotProvided(user.gender, t) },
  { label: 'details.address', value: (user, t) => orNotProvided(user.address, t) },
  {
    label: 'details.status',
    value: (user, t) => t(user.verified ? 'details.verified' : 'details.notVerified'),
  },
  { label: 'details.plan', value: (user, t) => orNotProvided(user.plan, t) },
  {
    label: 'details.investmentGoal',
    value: (user, t) => orNotProvided(investmentGoalText(user.investmentGoal, t), t),
  },
];

function orNotProvided(value: string, t: Translate<AccountKey>) {
  return value.trim() === '' ? t('details.notProvided') : value;
}

function AccountDetails({ user }: { user: UserDetails | undefined }) {
  const t = useT(accountMessages);
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
            {t(field.label)}
          </Typography>
          <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
            {user ? field.value(user, t) : <Skeleton variant="text" width="12rem" />}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export default function AccountPage() {
  const { user, error, refetch } = useUserDetails();
  const [editing, setEditing] = useState(false);
  const t = useT(accountMessages);

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h1" gutterBottom>
        {t('title')}
      </Typography>
      <Stack spacing={3}>
        {error && (
          <RetryAlert
            message={t('details.loadFailed', { reason: errorMessageOf(error) })}
            onRetry={() => void refetch()}
          />
        )}
        {!(error && !user) && (
          <Paper variant="outlined" sx={{ p: 3 }}>
            <WidgetBoundary subject={t('details.subject')} onRetry={refetch} answers={[user]}>
              <AccountDetails user={user} />
            </WidgetBoundary>
          </Paper>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button variant="contained" component={RouterLink} to={paths.upgradeAccount}>
            {t('upgrade')}
          </Button>
          <Button variant="outlined" disabled={!user} onClick={() => setEditing(true)}>
            {t('update.open')}
          </Button>
        </Stack>
        <LazyPart
          load={loadAccountSettings}
          wanted
          loadingLabel={t('settings.loading')}
          failedMessage={t('settings.loadFailed')}
          statusSx={{ minHeight: SETTINGS_MIN_HEIGHT }}
        >
          {(module) => <module.AccountSettings />}
        </LazyPart>
      </Stack>
      <LazyDialog load={loadUpdateDetailsDialog} open={Boolean(user) && editing}>
        {({ UpdateDetailsDialog }) =>
          user &&
          editing && (
            <WidgetBoundary subject={t('update.subject')} onRetry={refetch} answers={[user]}>
              <UpdateDetailsDialog open user={user} onClose={() => setEditing(false)} />
            </WidgetBoundary>
          )
        }
      </LazyDialog>
    </Container>
  );
}
