// Spreadsheet files (RFC 4180): written with a byte order mark so spreadsheets read UTF-8 (accents intact), read back
// with quoted fields, commas, quotes and line breaks inside them.

const BOM = '\uFEFF';

/**
 * OWASP CSV injection: a text cell a spreadsheet would read as a formula (=, +, -, @, tab, carriage return first) gets a
 * leading single quote. Numbers stay numbers, so a negative measure or score still sums; only text is ever neutralised.
 */
export function spreadsheetSafe(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const field = (value: string | number | null): string => {
  const text = spreadsheetSafe(value);
  return /[",\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** Rows as a CSV file: a byte order mark, CRLF line ends, fields quoted when they need it, formulas neutralised. */
export function toCsv(rows: readonly (readonly (string | number | null)[])[]): string {
  return BOM + rows.map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}

/** The fields of every line of a CSV text (a byte order mark ignored); quoted fields keep their commas and quotes. */
export function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let value = '';
  let quoted = false;
  const source = text.startsWith(BOM) ? text.slice(1) : text;
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') [value, i] = [value + '"', i + 1];
      else if (c === '"') quoted = false;
      else value += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') [row, value] = [[...row, value], ''];
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i++;
      rows.push([...row, value]);
      [row, value] = [[], ''];
    } else value += c;
  }
  if (value !== '' || row.length > 0) rows.push([...row, value]);
  return rows;
}
