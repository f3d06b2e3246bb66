import TableCell from '@mui/material/TableCell';
import type { SecurityEvent } from '../../api/types';
import { MessageText, useIntlLocale, useT } from '../../i18n';
import { accountMessages, type AccountKey } from '../../i18n/namespaces/account';
import { formatDateTime } from '../../lib/dates';
import { deviceLabel } from './deviceLabel';
import { HistoryTable, IP_CELL_SX } from './HistoryTable';
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
    <HistoryTable
      columns={COLUMNS}
      labelledBy={LIST_TITLE_IDS.changes}
      minWidth={640}
      rows={events}
      skeletonRows={SKELETON_ROWS}
      rowKey={(event) => event.id}
      cells={(event) => (
        <>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            <time dateTime={event.at}>{formatDateTime(event.at, locale)}</time>
          </TableCell>
          <TableCell sx={{ overflowWrap: 'anywhere' }}>
            <MessageText message={describeSecurityEvent(event)} />
          </TableCell>
          <TableCell>{deviceLabel(event.device, t)}</TableCell>
          <TableCell sx={IP_CELL_SX}>{event.ip}</TableCell>
        </>
      )}
    />
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
