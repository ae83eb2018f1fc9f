/**
 * The back office's CSV files (RFC 4180, for a spreadsheet), written a batch of rows at a time while
 * walking down the ids, so memory stays flat however many rows match.
 */

export type CsvCell = string | number | boolean | null;

/** The file's columns: each heading and how a row fills it. */
export type CsvColumns<Row> = readonly (readonly [heading: string, cell: (row: Row) => CsvCell])[];

/** Rows read per statement. */
const EXPORT_BATCH = 1000;

/**
 * One cell. Text a spreadsheet would run as a formula (it begins with =, +, -, @, a tab or a carriage
 * return: a customer's name is theirs to choose) is led by an apostrophe, which shows it as text; a
 * cell with a comma, quote or line break is quoted.
 */
function csvCell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  const inert = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(inert) ? `"${inert.replaceAll('"', '""')}"` : inert;
}

const line = (cells: readonly CsvCell[]) => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * The file, a batch at a time: the headings, then every row `page(below, take)` reads (up to `take`
 * rows, newest first, below the id `below` when given), page after page until one comes back short.
 */
export async function* csvFile<Row extends { id: number }>(
  columns: CsvColumns<Row>,
  page: (below: number | undefined, take: number) => Promise<Row[]>,
  batch = EXPORT_BATCH,
): AsyncGenerator<string> {
  yield line(columns.map(([heading]) => heading));
  for (let below: number | undefined; ; ) {
    const rows = await page(below, batch);
    if (rows.length > 0) yield rows.map((row) => line(columns.map(([, cell]) => cell(row)))).join('');
    if (rows.length < batch) return;
    below = rows.at(-1)!.id;
  }
}
