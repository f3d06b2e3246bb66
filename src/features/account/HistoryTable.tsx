import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useT } from '../../i18n';
import { accountMessages, type AccountKey } from '../../i18n/namespaces/account';

/**
 * An IP address's cell: an IPv4 address (up to 15 characters) stays on one line — "127.0.0.1"
 * broken after "127.0.0." reads as two values — while a long IPv6 address may still wrap.
 */
export const IP_CELL_SX = { minWidth: '15ch', overflowWrap: 'anywhere' } as const;

interface HistoryTableProps<Row> {
  columns: readonly AccountKey[];
  /** The id of the list's title (LIST_TITLE_IDS). */
  labelledBy: string;
  minWidth: number;
  /** Undefined while loading: skeleton rows stand in for them. */
  rows: readonly Row[] | undefined;
  skeletonRows: number;
  rowKey: (row: Row, index: number) => string;
  /** The row's cells, one per column. */
  cells: (row: Row) => ReactNode;
}

/** A table of the login history (sign-ins, security changes), skeleton rows while it loads. */
export function HistoryTable<Row>({
  columns,
  labelledBy,
  minWidth,
  rows,
  skeletonRows,
  rowKey,
  cells,
}: HistoryTableProps<Row>) {
  const t = useT(accountMessages);
  return (
    // Scrolls sideways on a narrow screen rather than squeezing the columns unreadable.
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table
        size="small"
        aria-labelledby={labelledBy}
        aria-busy={rows ? 'false' : 'true'}
        sx={{ minWidth }}
      >
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column}>{t(column)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows
            ? rows.map((row, index) => <TableRow key={rowKey(row, index)}>{cells(row)}</TableRow>)
            : Array.from({ length: skeletonRows }, (_, index) => (
                <TableRow key={index}>
                  {columns.map((column) => (
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
