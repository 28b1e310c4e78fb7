/** One record of a CSV file, with the line a spreadsheet program shows for it (the first record is line 1). */
export interface CsvRecord {
  linha: number;
  cells: string[];
}

// Bytes 0x80–0x9F of Windows-1252 (curly quotes, dashes, €...); Node's decoder treats them as Latin-1 controls.
const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/**
 * UTF-8 (with or without BOM) as asked; a file that is not valid UTF-8 is read as Windows-1252, which is what
 * Excel in Portuguese writes when one picks plain "CSV (separado por vírgulas)". Otherwise "Descrição" would
 * arrive as "Descri��o" and no column would be found.
 */
function decode(input: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(input);
  } catch {
    let text = '';
    for (const byte of input) {
      text += byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH[byte - 0x80] : String.fromCharCode(byte);
    }
    return text;
  }
}

/** `;` (Excel in pt-BR), `,` or tab: whichever the first line (the header) uses most. */
function detectDelimiter(text: string): string {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const count = (d: string) => firstLine.split(d).length - 1;
  return [';', ',', '\t'].reduce((best, d) => (count(d) > count(best) ? d : best), ';');
}

/**
 * Splits a CSV file into records (RFC 4180: quoted fields may hold the delimiter, line breaks and doubled
 * quotes). A record spanning lines inside quotes still counts as one line, as a spreadsheet shows it.
 */
export function readCsvRecords(input: Buffer): CsvRecord[] {
  const text = decode(input);
  const delimiter = detectDelimiter(text);
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    cells.push(cell);
    cell = '';
  };
  const endRecord = () => {
    endCell();
    records.push({ linha: records.length + 1, cells });
    cells = [];
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch !== '"') cell += ch;
      else if (text[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = false;
    } else if (ch === '"') quoted = true;
    else if (ch === delimiter) endCell();
    else if (ch === '\n') endRecord();
    else if (ch !== '\r') cell += ch;
  }
  if (cell !== '' || cells.length > 0) endRecord();
  return records;
}
