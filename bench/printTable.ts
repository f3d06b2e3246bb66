/**
 * Prints rows as an aligned plain-text table. Columns of figures are right-aligned so they can
 * be compared down the column; text columns are left-aligned.
 */
export type Cell = string | number;

function formatCell(cell: Cell): string {
  return typeof cell === 'number' ? cell.toLocaleString('en-US') : cell;
}

const FIGURE = /^-?\d/;

export function printTable(title: string, headers: string[], rows: Cell[][]): void {
  const text = rows.map((row) => row.map(formatCell));
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...text.map((row) => (row[column] ?? '').length)),
  );
  const rightAligned = headers.map((_, column) =>
    text.every((row) => FIGURE.test(row[column] ?? '')),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => {
        const width = widths[column] ?? 0;
        return rightAligned[column] ? cell.padStart(width) : cell.padEnd(width);
      })
      .join('  ')
      .trimEnd();
  console.log(`\n${title}`);
  console.log(line(headers));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of text) console.log(line(row));
}
