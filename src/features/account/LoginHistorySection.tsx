import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LoginHistoryResponse } from '../../api/types';
import { RetryAlert } from '../../components/RetryAlert';
import { WidgetBoundary } from '../../components/WidgetBoundary';
import { useT } from '../../i18n';
import { accountMessages } from '../../i18n/namespaces/account';
import { errorMessageOf } from '../../lib/apiError';
import { useGetLoginHistoryQuery } from './securityApi';

/** The heading's id, which each list's table also names itself by. */
export const LIST_TITLE_IDS = {
  signIns: 'recent-sign-ins-title',
  changes: 'security-changes-title',
} as const;

interface LoginHistorySectionProps<Row> {
  /** The section's id prefix and message keys: `signIns` or `changes`. */
  list: 'signIns' | 'changes';
  /** Its rows in `GET /auth/login-history`'s answer (undefined until it is here). */
  rowsOf: (answer: LoginHistoryResponse | undefined) => readonly Row[] | undefined;
  /** The table for the rows; undefined rows draw its loading state. */
  table: (rows: readonly Row[] | undefined) => ReactNode;
}

/**
 * One list of the login-history answer (the sign-ins, or the security changes beside them):
 * a heading, the table, its empty state, and a failed load with Retry. A failed refresh keeps
 * the last rows on screen under the error; rows it cannot read cost this list, not the page.
 */
export function LoginHistorySection<Row>({ list, rowsOf, table }: LoginHistorySectionProps<Row>) {
  const { data, error, refetch } = useGetLoginHistoryQuery();
  const t = useT(accountMessages);
  const titleId = LIST_TITLE_IDS[list];
  const renderContent = () => {
    const rows = rowsOf(data);
    const failure = error && (
      <RetryAlert
        message={t(`${list}.loadFailed`, { reason: errorMessageOf(error) })}
        onRetry={() => void refetch()}
      />
    );
    if (!rows && failure) return failure;
    if (rows?.length === 0) {
      return (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography color="text.secondary">{t(`${list}.empty`)}</Typography>
        </Paper>
      );
    }
    return (
      <Stack spacing={2}>
        {failure}
        {table(rows)}
      </Stack>
    );
  };

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h3" sx={{ mb: 1.5 }}>
        {t(`${list}.title`)}
      </Typography>
      <WidgetBoundary subject={t(`${list}.subject`)} onRetry={refetch} answers={[data]}>
        {renderContent}
      </WidgetBoundary>
    </Box>
  );
}
