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
import { errorMessageOf } from '../../lib/apiError';
import { formatDateTime } from '../../lib/dates';
import { deviceLabel } from './deviceLabel';
import { useGetLoginHistoryQuery } from './securityApi';
import { describeSecurityEvent } from './securityEventText';

export const NO_SECURITY_CHANGES_TEXT = 'No security changes yet';
const COLUMNS = ['Time', 'Change', 'Device', 'IP'] as const;
const SKELETON_ROWS = 2;

function SecurityChangesTable({ events }: { events: readonly SecurityEvent[] | undefined }) {
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
              <TableCell key={column}>{column}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {events
            ? events.map((event) => (
                <TableRow key={event.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <time dateTime={event.at}>{formatDateTime(event.at)}</time>
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    {describeSecurityEvent(event)}
                  </TableCell>
                  <TableCell>{deviceLabel(event.userAgent)}</TableCell>
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
  // Drawn inside the boundary: a list it cannot read costs this list, not the page.
  const renderContent = () => {
    const events = data?.events;
    // A failed refresh keeps the last rows on screen, under the error and its Retry.
    const failure = error && (
      <RetryAlert
        message={`Your security changes could not be loaded. ${errorMessageOf(error)}`}
        onRetry={() => void refetch()}
      />
    );
    if (!events && failure) {
      return failure;
    } else if (events?.length === 0) {
      return (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography color="text.secondary">{NO_SECURITY_CHANGES_TEXT}</Typography>
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
        Security changes
      </Typography>
      <WidgetBoundary subject="Your security changes" onRetry={refetch} answers={[data]}>
        {renderContent}
      </WidgetBoundary>
    </Box>
  );
}
