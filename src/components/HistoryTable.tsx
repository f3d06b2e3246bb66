import { memo, type ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Theme } from '@mui/material/styles';

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

/**
 * The body's look, set once on the table: MUI's TableRow (hover shade) and body TableCell
 * (body2 text, 16 px padding, the divider line) as rules for plain `tr` and `td` elements.
 * A TableRow or TableCell works out its styles per instance (theme, variants, class names), and
 * the 150 of a 25-row page were about half of a history page's first render (React Profiler in
 * a profiling build). The header keeps MUI's cells. Every row, skeleton or real, has the height
 * of a row with a status chip, so the table keeps its size when the page arrives.
 */
const TABLE_SX = {
  minWidth: 640,
  '& > tbody > tr': { height: 57, verticalAlign: 'middle', '&:hover': { bgcolor: 'action.hover' } },
  '& > tbody > tr > td': {
    typography: 'body2',
    color: 'text.primary',
    p: 2,
    textAlign: 'left',
    // MUI's TableCell border: the divider colour made opaque, lightened or darkened.
    borderBottom: (theme: Theme) => {
      const divider = theme.alpha(theme.palette.divider, 1);
      const border =
        theme.palette.mode === 'light' ? theme.lighten(divider, 0.88) : theme.darken(divider, 0.68);
      return `1px solid ${border}`;
    },
  },
} as const;

const alignmentOf = (align: HistoryColumn<unknown>['align']) =>
  align ? { textAlign: align } : undefined;

function HistoryTableContent<Row>({
  label,
  columns,
  rowKey,
  rows,
  skeletonRows,
}: HistoryTableProps<Row>) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table aria-label={label} aria-busy={rows ? undefined : 'true'} sx={TABLE_SX}>
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
                <tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <td key={column.header} style={alignmentOf(column.align)}>
                      {column.render(row)}
                    </td>
                  ))}
                </tr>
              ))
            : Array.from({ length: skeletonRows }, (_, index) => (
                <tr key={index}>
                  {columns.map((column) => (
                    <td key={column.header}>
                      <Skeleton variant="text" />
                    </td>
                  ))}
                </tr>
              ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * One page of a record history, horizontally scrollable on narrow screens. Memoised: the page
 * around it re-renders on every change of the URL and of its query's state (a Next click is
 * three of them), and its 25 rows of cells, chips and amounts are most of that work; the table
 * renders again only when its rows (or skeleton) change. `columns` must keep its identity
 * between renders for that (useMemo in the pages).
 */
export const HistoryTable = memo(HistoryTableContent) as typeof HistoryTableContent;

/** The outlined frame the table and its pagination share. */
export function HistoryFrame({ children }: { children: ReactNode }) {
  return <Paper variant="outlined">{children}</Paper>;
}
