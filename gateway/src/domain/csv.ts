/**
 * CSV as in RFC 4180: comma separated, fields quoted with `"` when needed, `""` inside quotes. Reading also
 * takes semicolons, which spreadsheets set to a decimal comma (Macedonian regional settings) write.
 */

/**
 * One record of a CSV file and its row as a spreadsheet shows it: the first record is row 1, and each
 * record (a blank line too) is one row, whatever line breaks its quoted cells hold.
 */
interface CsvRecord {
  row: number;
  cells: string[];
}

export type CsvParseResult = { ok: true; records: CsvRecord[] } | { ok: false; row: number };

const BOM = '\uFEFF';

/**
 * A spreadsheet runs a cell that starts with one of these as a formula. Export puts an apostrophe in
 * front of such text (spreadsheets show it as plain text) and the product import takes it off again.
 */
export const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell a spreadsheet shows as the text it is, never runs. */
export function spreadsheetSafe(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
const NEEDS_QUOTES = /[",\r\n]/;

function quote(cell: string): string {
  return NEEDS_QUOTES.test(cell) || cell !== cell.trim() ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/** CSV text of the rows, lines ended by CRLF, with a byte order mark so spreadsheets read UTF-8. */
export function writeCsv(rows: readonly (readonly string[])[]): string {
  return BOM + rows.map((row) => row.map(quote).join(',') + '\r\n').join('');
}

type CsvDelimiter = ',' | ';';

/** The delimiter of a file as its first line (the header) uses it: a semicolon if it has more of them. */
function headerDelimiter(source: string): CsvDelimiter {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const character of source) {
    if (character === '"') quoted = !quoted;
    else if (quoted) continue;
    else if (character === '\n' || character === '\r') break;
    else if (character === ',') commas += 1;
    else if (character === ';') semicolons += 1;
  }
  return semicolons > commas ? ';' : ',';
}

/**
 * Reads CSV text (a leading byte order mark ignored, LF or CRLF line ends), separated by commas or by
 * semicolons as its header row is. Blank lines are skipped. An unclosed quote, or text right after a
 * closing quote, fails with the row of the broken record.
 */
export function parseCsv(text: string): CsvParseResult {
  const source = text.startsWith(BOM) ? text.slice(1) : text;
  const delimiter = headerDelimiter(source);
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let row = 1;
  let quoted = false;
  let afterQuote = false;

  const endRecord = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0] !== '') records.push({ row, cells });
    cells = [];
    cell = '';
    afterQuote = false;
  };

  for (let index = 0; index < source.length; index += 1) {
    const character = source[index];
    if (quoted) {
      if (character === '"') {
        if (source[index + 1] === '"') {
          cell += '"';
          index += 1;
        } else {
          quoted = false;
          afterQuote = true;
        }
      } else {
        cell += character;
      }
      continue;
    }
    if (character === delimiter) {
      cells.push(cell);
      cell = '';
      afterQuote = false;
    } else if (character === '\n' || character === '\r') {
      if (character === '\r' && source[index + 1] === '\n') index += 1;
      endRecord();
      row += 1;
    } else if (afterQuote) {
      return { ok: false, row };
    } else if (character === '"' && cell === '') {
      quoted = true;
    } else {
      cell += character;
    }
  }
  if (quoted) return { ok: false, row };
  endRecord();
  return { ok: true, records };
}
