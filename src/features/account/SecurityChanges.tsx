import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SecurityEvent } from '../../api/types';
import { RetryAlert } from '../../components/RetryAlert';
import { WidgetBoundary } from '../../components/WidgetBoundary';
import { MessageText, useIntlLocale, useT } from '../../i18n';
import { accountMessages, type AccountKey } from '../../i18n/namespaces/account';
import { errorMessageOf } from '../../lib/apiError';
import { formatDateTime } from '../../lib/dates';
import { deviceLabel } from './deviceLabel';
import { useGetLoginHistoryQuery } from './securityApi';
import { describeSecurityEvent } from './securityEventText';

/** The English text the SPEC names (shown in the chosen language). */
export const NO_SECURITY_CHANGES_TEXT = accountMessages.en['changes.empty'];
const COLUMNS: readonly AccountKey[] = [
  'changes.time',
  'changes.change',
  'changes.device',
  'changes.ip',
];
const SKELETON_ROWS = 2;

function SecurityChangesTable({ events }: { events: readonly SecurityEvent[] | undefined }) {
  const t = useT(accountMessages);
  const locale = useIntlLocale();
  return (
    // Scrolls sideways on a narrow screen rather than squeezing the columns unreadable.
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table
        size="small"
        aria-labelledby="security-changes-title"
        aria-busy={events ? 'false' : 'true'}
        sx={{ minWidth: 640 }}
      >
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column}>{t(column)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {events
            ? events.map((event) => (
                <TableRow key={event.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <time dateTime={event.at}>{formatDateTime(event.at, locale)}</time>
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    <MessageText message={describeSecurityEvent(event)} />
                  </TableCell>
                  <TableCell>{deviceLabel(event.userAgent, t)}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{event.ip}</TableCell>
                </TableRow>
              ))
            : Array.from({ length: SKELETON_ROWS }, (_, index) => (
                <TableRow key={index}>
                  {COLUMNS.map((column) => (
                    <TableCell key={column}>
                      <Skeleton variant="text" />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * Changes to the account's security — withdrawal addresses added or removed, so far — with the
 * device and IP that made them: the other half of the history the sign-ins start (one call,
 * `GET /auth/login-history`, answers both).
 */
export function SecurityChanges() {
  const { data, error, refetch } = useGetLoginHistoryQuery();
  const t = useT(accountMessages);
  // Drawn inside the boundary: a list it cannot read costs this list, not the page.
  const renderContent = () => {
    const events = data?.events;
    // A failed refresh keeps the last rows on screen, under the error and its Retry.
    const failure = error && (
      <RetryAlert
        message={t('changes.loadFailed', { reason: errorMessageOf(error) })}
        onRetry={() => void refetch()}
      />
    );
    if (!events && failure) {
      return failure;
    } else if (events?.length === 0) {
      return (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography color="text.secondary">{t('changes.empty')}</Typography>
        </Paper>
      );
    } else {
      return (
        <Stack spacing={2}>
          {failure}
          <SecurityChangesTable events={events} />
        </Stack>
      );
    }
  };

  return (
    <Box component="section" aria-labelledby="security-changes-title">
      <Typography id="security-changes-title" variant="h6" component="h3" sx={{ mb: 1.5 }}>
        {t('changes.title')}
      </Typography>
      <WidgetBoundary subject={t('changes.subject')} onRetry={refetch} answers={[data]}>
        {renderContent}
      </WidgetBoundary>
    </Box>
  );
}
