import { useMemo, useState, type ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Container from '@mui/material/Container';
import { errorMessageOf } from '../lib/apiError';
import { RetryAlert } from './RetryAlert';

export interface HistoryColumn<Row> {
  header: string;
  align?: 'left' | 'right';
  render: (row: Row) => ReactNode;
}

interface HistoryTableProps<Row> {
  /** Accessible name of the table, e.g. "Deposit history". */
  label: string;
  columns: readonly HistoryColumn<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  /** The record's ISO timestamp; rows are shown newest first by it. */
  timestampOf: (row: Row) => string;
  /** The RTK Query result the rows came from. */
  load: HistoryLoad;
}

export interface HistoryLoad {
  isLoading: boolean;
  /** Set when the last load failed. */
  error?: unknown;
  refetch: () => unknown;
}

export const HISTORY_PAGE_SIZES = [25, 50, 100] as const;
export const EMPTY_HISTORY_TEXT = 'No transaction history';
const SKELETON_ROWS = 5;

function newestFirst<Row>(rows: readonly Row[], timestampOf: (row: Row) => string): Row[] {
  const keyed = rows.map((row) => ({ row, time: Date.parse(timestampOf(row)) || 0 }));
  // Array.prototype.sort is stable, so equal timestamps keep the server's order.
  keyed.sort((a, b) => b.time - a.time);
  return keyed.map(({ row }) => row);
}

/**
 * A record history: newest first, paginated so thousands of rows stay fast (only one page is
 * in the DOM), horizontally scrollable on narrow screens, with loading, empty and error states.
 */
export function HistoryTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  timestampOf,
  load,
}: HistoryTableProps<Row>) {
  const { isLoading } = load;
  const errorMessage = load.error ? errorMessageOf(load.error) : undefined;
  const onRetry = () => void load.refetch();
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState<number>(HISTORY_PAGE_SIZES[0]);
  const sorted = useMemo(() => (rows ? newestFirst(rows, timestampOf) : []), [rows, timestampOf]);

  // A list that shrank (or a bigger page size) must not leave the user on an empty page.
  const lastPage = Math.max(0, Math.ceil(sorted.length / rowsPerPage) - 1);
  const currentPage = Math.min(page, lastPage);
  const visible = sorted.slice(currentPage * rowsPerPage, (currentPage + 1) * rowsPerPage);

  const header = (
    <TableHead>
      <TableRow>
        {columns.map((column) => (
          <TableCell key={column.header} align={column.align}>
            {column.header}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );

  if (!rows && errorMessage) return <RetryAlert message={errorMessage} onRetry={onRetry} />;

  if (!rows && isLoading) {
    return (
      <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table aria-label={label} aria-busy="true" sx={{ minWidth: 640 }}>
          {header}
          <TableBody>
            {Array.from({ length: SKELETON_ROWS }, (_, index) => (
              <TableRow key={index}>
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

  if (sorted.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography color="text.secondary">{EMPTY_HISTORY_TEXT}</Typography>
      </Paper>
    );
  }

  return (
    <Stack spacing={2}>
      {errorMessage && <RetryAlert message={errorMessage} onRetry={onRetry} />}
      <Paper variant="outlined">
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table aria-label={label} sx={{ minWidth: 640 }}>
            {header}
            <TableBody>
              {visible.map((row) => (
                <TableRow key={rowKey(row)} hover>
                  {columns.map((column) => (
                    <TableCell key={column.header} align={column.align}>
                      {column.render(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={sorted.length}
          page={currentPage}
          rowsPerPage={rowsPerPage}
          rowsPerPageOptions={HISTORY_PAGE_SIZES}
          onPageChange={(_event, next) => setPage(next)}
          onRowsPerPageChange={(event) => {
            setRowsPerPage(Number(event.target.value));
            setPage(0);
          }}
        />
      </Paper>
    </Stack>
  );
}

/** A history page: its heading and the table. */
export function HistoryPage<Row>({ title, ...table }: HistoryTableProps<Row> & { title: string }) {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      <HistoryTable {...table} />
    </Container>
  );
}
