import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SessionInfo } from '../../api/types';
import { RetryAlert } from '../../components/RetryAlert';
import { WidgetBoundary } from '../../components/WidgetBoundary';
import { useToast } from '../../components/Toasts';
import { useT, type Translate } from '../../i18n';
import { accountMessages, type AccountKey } from '../../i18n/namespaces/account';
import { errorMessageOf } from '../../lib/apiError';
import { deviceLabel } from './deviceLabel';
import { listRowSx } from './listRowSx';
import { RelativeTime } from './RelativeTime';
import { SignOutAllDevices } from './SignOutAllDevices';
import { useGetActiveSessionsQuery, useSignOutSessionMutation } from './securityApi';
import { useNow } from './useNow';

const SKELETON_ROWS = 2;
const MINUTE_MS = 60_000;

interface SessionRowProps {
  session: SessionInfo;
  now: number;
  signingOut: boolean;
  onSignOut: (session: SessionInfo, device: string) => void;
  t: Translate<AccountKey>;
}

function SessionRow({ session, now, signingOut, onSignOut, t }: SessionRowProps) {
  const device = deviceLabel(session.device, t);
  const ip = session.ip || t('sessions.unknownIp');
  return (
    <Box component="li" sx={listRowSx} aria-label={device}>
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600 }}>{device}</Typography>
          {session.current && (
            <Chip
              size="small"
              color="primary"
              variant="outlined"
              label={t('sessions.thisDevice')}
            />
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t.rich('sessions.seen', {
            ip,
            lastSeen: <RelativeTime key="last-seen" iso={session.lastSeenAt} now={now} />,
          })}
        </Typography>
      </Box>
      {!session.current && (
        <Button
          variant="outlined"
          size="small"
          // aria-disabled, not disabled: a disabled button drops the keyboard focus, which a
          // failed attempt would leave nowhere.
          aria-disabled={signingOut}
          onClick={() => {
            if (!signingOut) onSignOut(session, device);
          }}
          // Visible text first, so voice control users can say what they see (WCAG 2.5.3).
          aria-label={t('sessions.signOut.label', { device, ip })}
          startIcon={
            signingOut ? <CircularProgress size={16} aria-label={t('sessions.signingOut')} /> : null
          }
          sx={{ flexShrink: 0 }}
        >
          {t('sessions.signOut')}
        </Button>
      )}
    </Box>
  );
}

function isNotFound(failure: unknown): boolean {
  return typeof failure === 'object' && failure !== null && 'status' in failure
    ? failure.status === 404
    : false;
}

function SessionSkeletons({ label }: { label: string }) {
  return (
    <Box component="ul" aria-busy="true" aria-label={label} sx={{ p: 0, m: 0 }}>
      {Array.from({ length: SKELETON_ROWS }, (_, index) => (
        <Box component="li" key={index} sx={listRowSx}>
          <Box sx={{ flexGrow: 1 }}>
            <Skeleton variant="text" width="10rem" />
            <Skeleton variant="text" width="16rem" />
          </Box>
          <Skeleton variant="rounded" width={88} height={30} />
        </Box>
      ))}
    </Box>
  );
}

/** Active sessions (SPEC §11.1): one row per signed-in browser, "Sign out" on the others. */
export function ActiveSessions() {
  const { data, error, isLoading, refetch } = useGetActiveSessionsQuery();
  const [signOutSession] = useSignOutSessionMutation();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const showToast = useToast();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const now = useNow(MINUTE_MS);
  const t = useT(accountMessages);

  const onSignOut = async (session: SessionInfo, device: string) => {
    setPendingId(session.id);
    try {
      await signOutSession(session.id).unwrap();
      showToast(t('sessions.signedOut'), { variant: 'success' });
      // The focused button leaves with its row; keep keyboard users in the section.
      headingRef.current?.focus();
    } catch (failure) {
      // A 404 means the session had already ended: its row leaves with the refetch.
      if (isNotFound(failure)) headingRef.current?.focus();
      showToast(t('sessions.signOutFailed', { device, reason: errorMessageOf(failure) }), {
        variant: 'error',
      });
    } finally {
      setPendingId(null);
    }
  };

  // Drawn inside the boundary: a list it cannot read costs this list, not the page.
  const renderContent = () => {
    const sessions = data?.sessions;
    // A failed refresh keeps the last list on screen, under the error and its Retry.
    const failure = error && (
      <RetryAlert
        message={t('sessions.loadFailed', { reason: errorMessageOf(error) })}
        onRetry={() => void refetch()}
      />
    );
    if (!sessions && failure) {
      return failure;
    } else if (!sessions || isLoading) {
      return (
        <Paper variant="outlined">
          <SessionSkeletons label={t('sessions.loading')} />
        </Paper>
      );
    } else if (sessions.length === 0) {
      return (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography color="text.secondary">{t('sessions.empty')}</Typography>
        </Paper>
      );
    } else {
      return (
        <Stack spacing={2}>
          {failure}
          <Paper variant="outlined">
            <Box component="ul" aria-labelledby="active-sessions-title" sx={{ p: 0, m: 0 }}>
              {sessions.map((session) => (
                <SessionRow
                  key={session.id}
                  session={session}
                  now={now}
                  signingOut={pendingId === session.id}
                  onSignOut={(row, device) => void onSignOut(row, device)}
                  t={t}
                />
              ))}
            </Box>
          </Paper>
        </Stack>
      );
    }
  };

  return (
    <Box component="section" aria-labelledby="active-sessions-title">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1.5 }}
      >
        <Typography
          id="active-sessions-title"
          variant="h6"
          component="h3"
          tabIndex={-1}
          ref={headingRef}
          sx={{ '&:focus': { outline: 'none' } }}
        >
          {t('sessions.title')}
        </Typography>
        <SignOutAllDevices />
      </Stack>
      <WidgetBoundary subject={t('sessions.subject')} onRetry={refetch} answers={[data]}>
        {renderContent}
      </WidgetBoundary>
    </Box>
  );
}
