import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SecurityEvent } from '../../api/types';
import { MessageText, useIntlLocale, useT } from '../../i18n';
import { accountMessages, type AccountKey } from '../../i18n/namespaces/account';
import { formatDateTime } from '../../lib/dates';
import { deviceLabel } from './deviceLabel';
import { LIST_TITLE_IDS, LoginHistorySection } from './LoginHistorySection';
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
        aria-labelledby={LIST_TITLE_IDS.changes}
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
  return (
    <LoginHistorySection
      list="changes"
      rowsOf={(answer) => answer?.events}
      table={(rows) => <SecurityChangesTable events={rows} />}
    />
  );
}
