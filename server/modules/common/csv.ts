/**
 * CSV files for a spreadsheet (the admin exports): a file is its headings, then a row per record, read
 * a batch at a time walking down the id (the list's own statement), so memory stays flat however many
 * rows there are.
 */

type CellValue = string | number | boolean | null;

/** A heading, and how a record gives that column's cell. */
export type CsvColumns<Row> = readonly (readonly [heading: string, cell: (row: Row) => CellValue])[];

/** Records read per statement. */
const EXPORT_BATCH = 1000;

/**
 * One cell. Text a spreadsheet would run as a formula (it begins with =, +, -, @, a tab or a carriage
 * return: a customer's name is theirs to choose) is led by an apostrophe, which shows it as text; a
 * cell with a comma, quote or line break is quoted (RFC 4180).
 */
function csvCell(value: CellValue): string {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  const inert = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(inert) ? `"${inert.replaceAll('"', '""')}"` : inert;
}

const line = (cells: readonly CellValue[]) => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * The file, a batch of lines at a time: the headings, then each record. `rows(below, take)` reads up
 * to `take` records newest first, below the id `below` when given. The first batch is read before
 * the headings are given, so that a file whose statement fails fails before its first line
 * (csv-reply.ts waits for that line before it answers).
 */
export async function* csvLines<Row extends { id: number }>(
  columns: CsvColumns<Row>,
  rows: (below: number | undefined, take: number) => Promise<Row[]>,
  batch = EXPORT_BATCH,
): AsyncGenerator<string> {
  let found = await rows(undefined, batch);
  yield line(columns.map(([heading]) => heading));
  for (;;) {
    if (found.length > 0) yield found.map((row) => line(columns.map(([, cell]) => cell(row)))).join('');
    if (found.length < batch) return;
    found = await rows(found.at(-1)!.id, batch);
  }
}
