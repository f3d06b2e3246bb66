import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '../../config/routes';
import { useT } from '../../i18n';
import { accountLockMessages } from '../../i18n/namespaces/accountLock';
import { errorMessageOf } from '../../lib/apiError';
import type { LockedAccountState } from '../session';
import { useLockAccountByLinkMutation } from './unlockApi';

/** The token of the e-mail's link, `/lock-account#token=…`: a fragment never reaches a server. */
function tokenOf(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token === null || token.trim() === '' ? null : token.trim();
}

function arrivedLocked(state: unknown): boolean {
  return (state as Partial<LockedAccountState> | null)?.accountLocked === true;
}

/**
 * A refusal about the link itself (used, expired, not valid): pressing again cannot help, and
 * the server's message says what to do instead.
 */
function isRefusedLink(error: unknown): boolean {
  return (error as { status?: unknown } | undefined)?.status === 400;
}

/** Said once the account is locked: from this page's button, or from Account → Security. */
function AccountLocked() {
  const t = useT(accountLockMessages);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The page changed under the button just pressed: the news is where the focus goes.
    heading.current?.focus();
  }, []);
  return (
    <Stack spacing={2}>
      <Typography variant="h1" tabIndex={-1} ref={heading} sx={{ '&:focus': { outline: 'none' } }}>
        {t('locked.heading')}
      </Typography>
      <Alert severity="success">{t('locked.text')}</Alert>
      <Typography>
        {t.rich('locked.next', {
          link: (chunks) => (
            <Link component={RouterLink} to={paths.unlock}>
              {chunks}
            </Link>
          ),
        })}
      </Typography>
    </Stack>
  );
}

/**
 * `/lock-account` (SPEC §12.5): the "Lock your account" link of a security e-mail. It works
 * without a session and locks only when the person presses the button — never on opening,
 * since mail scanners open the links they find. Account → Security's lock lands here too,
 * already locked.
 */
export default function LockAccountPage() {
  const t = useT(accountLockMessages);
  const location = useLocation();
  // Read once: the link's token does not change while the page is open.
  const [token] = useState(() => tokenOf(location.hash));
  const [lock, locking] = useLockAccountByLinkMutation();

  const body = () => {
    if (arrivedLocked(location.state) || locking.isSuccess) return <AccountLocked />;
    const refused = locking.isError && isRefusedLink(locking.error);
    return (
      <Stack spacing={2}>
        <Typography variant="h1">{t('link.heading')}</Typography>
        <Typography>{t('link.text')}</Typography>
        {token === null && <Alert severity="error">{t('link.incomplete')}</Alert>}
        {locking.isError && <Alert severity="error">{errorMessageOf(locking.error)}</Alert>}
        {token === null && <Typography color="text.secondary">{t('link.refusedHelp')}</Typography>}
        {token !== null && !refused && (
          <Box>
            <Button
              variant="contained"
              color="error"
              size="large"
              disabled={locking.isLoading}
              onClick={() => void lock({ token })}
              startIcon={
                locking.isLoading ? (
                  <CircularProgress size={18} aria-label={t('link.locking')} />
                ) : null
              }
            >
              {t('link.confirm')}
            </Button>
          </Box>
        )}
      </Stack>
    );
  };

  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Paper sx={{ p: { xs: 3, sm: 5 } }}>{body()}</Paper>
    </Container>
  );
}
