import { memo, type ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

export interface HistoryColumn<Row> {
  header: string;
  align?: 'left' | 'right';
  render: (row: Row) => ReactNode;
}

interface HistoryTableProps<Row> {
  /** Accessible name of the table, e.g. "Deposit history". */
  label: string;
  columns: readonly HistoryColumn<Row>[];
  rowKey: (row: Row) => string;
  /** One page of rows, newest first as the server sends them; undefined while it loads. */
  rows: readonly Row[] | undefined;
  /** How many skeleton rows stand in for the page while it loads. */
  skeletonRows: number;
}

export const EMPTY_HISTORY_TEXT = 'No transaction history';

/**
 * Every row, skeleton or real, has the height of a row with a status chip, so the table keeps
 * its size when the page arrives (no layout shift).
 */
const ROW_SX = { height: 57 } as const;

function HistoryTableContent<Row>({
  label,
  columns,
  rowKey,
  rows,
  skeletonRows,
}: HistoryTableProps<Row>) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table aria-label={label} aria-busy={rows ? undefined : 'true'} sx={{ minWidth: 640 }}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.header} align={column.align}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows
            ? rows.map((row) => (
                <TableRow key={rowKey(row)} hover sx={ROW_SX}>
                  {columns.map((column) => (
                    <TableCell key={column.header} align={column.align}>
                      {column.render(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : Array.from({ length: skeletonRows }, (_, index) => (
                <TableRow key={index} sx={ROW_SX}>
                  {columns.map((column) => (
                    <TableCell key={column.header}>
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
 * One page of a record history, horizontally scrollable on narrow screens. Memoised: the page
 * around it re-renders on every change of the URL and of its query's state (a Next click is
 * three of them), and 25 rows of MUI cells, chips and amounts are most of that work; the table
 * renders again only when its rows (or skeleton) change. `columns` must keep its identity
 * between renders for that (useMemo in the pages).
 */
export const HistoryTable = memo(HistoryTableContent) as typeof HistoryTableContent;

/** The outlined frame the table and its pagination share. */
export function HistoryFrame({ children }: { children: ReactNode }) {
  return <Paper variant="outlined">{children}</Paper>;
}
