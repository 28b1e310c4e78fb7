/**
 * The cells of text copied from a spreadsheet (Excel, LibreOffice, Google Sheets): rows end at a line break, cells at
 * a tab. A cell that holds a tab, a line break or a double quote comes wrapped in double quotes, its quotes doubled
 * (`"Tubo 2"" SCH40"`), which is how those programs write it. The empty rows at the end (the line break after the
 * last row) are dropped, those in between kept (rows keep their place: "line 3" is the third row pasted); a quote
 * that does not close a cell is read as an ordinary character.
 */
export function lerTsv(texto: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let i = 0;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
  };
  while (i < texto.length) {
    const c = texto[i]!;
    if (c === '"' && cell === '') {
      const quoted = readQuoted(texto, i);
      if (quoted) {
        cell = quoted.text;
        i = quoted.next;
        continue;
      }
    }
    if (c === '\t') endCell();
    else if (c === '\r' || c === '\n') {
      endRow();
      if (c === '\r' && texto[i + 1] === '\n') i++;
    } else cell += c;
    i++;
  }
  if (cell !== '' || row.length > 0) endRow();
  while (rows.length > 0 && rows.at(-1)!.every((v) => v.trim() === '')) rows.pop();
  return rows;
}

/** Rows written back as a spreadsheet pastes them (quoting the cells that need it): what `lerTsv` reads. */
export function escreverTsv(rows: readonly (readonly string[])[]): string {
  const cell = (v: string) => (/[\t\n\r"]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  return rows.map((r) => r.map(cell).join('\t')).join('\n');
}

/**
 * A quoted cell from `start` (its opening quote) to its closing one, or null when it is not one: it never closes, or
 * its closing quote is not at the end of the cell.
 */
function readQuoted(texto: string, start: number): { text: string; next: number } | null {
  let text = '';
  let i = start + 1;
  while (i < texto.length) {
    const c = texto[i]!;
    if (c === '"') {
      if (texto[i + 1] === '"') {
        text += '"';
        i += 2;
        continue;
      }
      // Only a quote that ends the cell closes it: `"A" grade` was never quoted, its quotes are the text's own.
      const after = texto[i + 1];
      if (after !== undefined && after !== '\t' && after !== '\n' && after !== '\r') return null;
      return { text: text.replace(/\r\n?/g, '\n'), next: i + 1 };
    }
    text += c;
    i++;
  }
  return null;
}
