/**
 * The EAP list's grid: a table row from `md` on (one column per field, the header above them), and on a phone a
 * card of three lines (code and description with the menu; the numbers; the progress bar).
 */
export const EAP_GRID = {
  display: 'grid',
  columnGap: 1,
  alignItems: 'center',
  gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', md: 'minmax(0, 1fr) 80px 110px 80px 110px 170px 48px' },
  gridTemplateAreas: {
    xs: '"item acoes" "numeros numeros" "avanco avanco"',
    md: '"item unidade quantidade peso executado avanco acoes"',
  },
} as const;

/** The numbers' wrapper: its own line of wrapping cells on a phone; on a wide screen its cells join the row's grid. */
export const EAP_NUMEROS = {
  gridArea: { xs: 'numeros' },
  display: { xs: 'flex', md: 'contents' },
  flexWrap: 'wrap',
  columnGap: 2,
} as const;
