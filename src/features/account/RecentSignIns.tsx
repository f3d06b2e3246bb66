import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import CancelOutlined from '../../components/icons/CancelOutlined';
import CheckCircleOutlined from '../../components/icons/CheckCircleOutlined';
import type { LoginAttempt } from '../../api/types';
import { useIntlLocale, useT, type Translate } from '../../i18n';
import { accountMessages, type AccountKey } from '../../i18n/namespaces/account';
import { formatDateTime } from '../../lib/dates';
import { deviceLabel } from './deviceLabel';
import { HistoryTable, IP_CELL_SX } from './HistoryTable';
import { LIST_TITLE_IDS, LoginHistorySection } from './LoginHistorySection';

const COLUMNS: readonly AccountKey[] = [
  'signIns.time',
  'signIns.device',
  'signIns.ip',
  'signIns.result',
];
const SKELETON_ROWS = 3;

/**
 * The shared StatusChip's look (outlined, small, an icon and text so colour is never the only
 * cue) for a sign-in's outcome, which is not a record status (pending/approved/failed).
 */
function SignInResultChip({ success, t }: { success: boolean; t: Translate<AccountKey> }) {
  return success ? (
    <Chip
      size="small"
      variant="outlined"
      color="success"
      icon={<CheckCircleOutlined />}
      label={t('signIns.successful')}
    />
  ) : (
    <Chip
      size="small"
      variant="outlined"
      color="error"
      icon={<CancelOutlined />}
      label={t('signIns.failed')}
    />
  );
}

function LoginHistoryTable({ logins }: { logins: readonly LoginAttempt[] | undefined }) {
  const t = useT(accountMessages);
  const locale = useIntlLocale();
  return (
    <HistoryTable
      columns={COLUMNS}
      labelledBy={LIST_TITLE_IDS.signIns}
      minWidth={560}
      rows={logins}
      skeletonRows={SKELETON_ROWS}
      // Attempts have no id; the server's newest-first order is stable between reads.
      rowKey={(login, index) => `${login.at}-${index}`}
      cells={(login) => (
        <>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            <time dateTime={login.at}>{formatDateTime(login.at, locale)}</time>
          </TableCell>
          <TableCell>{deviceLabel(login.device, t)}</TableCell>
          <TableCell sx={IP_CELL_SX}>{login.ip}</TableCell>
          <TableCell>
            <SignInResultChip success={login.success} t={t} />
          </TableCell>
        </>
      )}
    />
  );
}

/** The last sign-in attempts on the account (SPEC §11.1), failed ones too. */
export function RecentSignIns() {
  return (
    <LoginHistorySection
      list="signIns"
      rowsOf={(answer) => answer?.logins}
      table={(rows) => <LoginHistoryTable logins={rows} />}
    />
  );
}
