// Writing CSV for spreadsheets: RFC 4180 quoting, and no cell that a spreadsheet would run as a
// formula. A text starting with `=`, `+`, `-`, `@`, a tab or a carriage return (OWASP's list) is
// prefixed with an apostrophe, which spreadsheets show as text; numbers are written as numbers,
// so a negative count stays a number. The document starts with a byte order mark, so that
// spreadsheets read it as UTF-8, and uses CRLF line ends.

export type CsvValue = string | number | null | undefined;

const formulaStart = /^[=+\-@\t\r]/;

/** One cell: numbers as they are, text made inert and quoted when it needs to be. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const text = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n;]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole document: rows of cells, CRLF line ends, a byte order mark first. */
export function csvDocument(rows: readonly (readonly CsvValue[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/** A `Content-Disposition` value for a download named `name` (ASCII letters, digits, dots, dashes). */
export function attachment(name: string): string {
  const safe = name.replace(/[^A-Za-z0-9._-]+/g, "-").slice(0, 100) || "export.csv";
  return `attachment; filename="${safe}"`;
}
