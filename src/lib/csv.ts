/**
 * RFC 4180 CSV: fields with a comma, quote or line break are quoted, quotes doubled.
 * A text cell that a spreadsheet would run as a formula (=, +, -, @, tab, CR) gets a
 * leading apostrophe, so an exported file cannot execute anything when opened.
 */
export type CsvCell = string | number;

function escapeCell(cell: CsvCell): string {
  let text = typeof cell === 'number' ? String(cell) : cell;
  if (typeof cell === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: string[], rows: CsvCell[][]): string {
  return [header, ...rows].map((row) => row.map(escapeCell).join(',')).join('\r\n') + '\r\n';
}
