/**
 * CSV for French spreadsheet software: `;` between cells (the comma is the decimal separator),
 * CRLF between lines, and a byte-order mark so that Excel reads UTF-8 rather than Windows-1252.
 */
export const CSV_BOM = "\uFEFF";
const SEPARATOR = ";";

/**
 * One cell. Spreadsheets run a cell starting with `=`, `+`, `-` or `@` as a formula: a prospect
 * could type one into a form, so such a cell is made plain text with a leading apostrophe (OWASP,
 * "CSV injection"). A cell holding the separator, a quote, a line break or edge spaces is quoted.
 */
export function csvCell(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  return CSV_BOM + rows.map((row) => row.map(csvCell).join(SEPARATOR) + "\r\n").join("");
}
