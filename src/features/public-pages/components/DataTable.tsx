import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

interface DataTableProps {
  /** Id of the heading that names the table. */
  labelledBy: string;
  caption?: string;
  columns: readonly string[];
  /** Cells as text; the first cell of each row is its row header. */
  rows: readonly (readonly string[])[];
}

/** A static text table (plan prices, fees) with proper column and row headers. */
export function DataTable({ labelledBy, caption, columns, rows }: DataTableProps) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-labelledby={labelledBy}>
        {caption && <caption>{caption}</caption>}
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column} sx={{ fontWeight: 700 }}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(([header, ...cells]) => (
            <TableRow key={header}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                {header}
              </TableCell>
              {cells.map((cell, index) => (
                <TableCell key={`${header}-${index}`}>{cell}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
