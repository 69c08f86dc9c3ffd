/**
 * CSV for spreadsheets: UTF-8 with a byte-order mark (Excel then reads Indian
 * names and ₹ correctly), CRLF rows, every cell quoted. A cell that starts
 * with = + - @ or a tab or carriage return would be read as a formula, so it
 * gets a leading apostrophe (OWASP "CSV injection").
 */
const CSV_BOM = "\uFEFF";

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(header: string[], rows: unknown[][]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(","));
  return `${CSV_BOM}${lines.join("\r\n")}\r\n`;
}
