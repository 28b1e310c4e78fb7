import { useCallback, useMemo, type ClipboardEvent } from 'react';
import { Box, type Theme } from '@mui/material';
import { DataGrid, type GridCellParams } from '@mui/x-data-grid';
import { ptBR } from '@mui/x-data-grid/locales';
import type { TColunaExtra } from '@portal/domain';
import type { LinhaGrade } from './linha-grade';
import { useLinhasColumns } from './useLinhasColumns';
import { LINHAS_POR_PAGINA, type LinhasEditor } from './use-linhas-editor';
import { errosPorCelula } from './validar-linhas';

const PAGE_SIZES = [25, 50, LINHAS_POR_PAGINA];
const rowId = (row: LinhaGrade) => row.key;
const GRADE_SX = {
  bgcolor: 'background.paper',
  '& .celula-erro': { boxShadow: (theme: Theme) => `inset 0 0 0 2px ${theme.palette.error.main}` },
};
/** The compact grid's header, row and footer heights, and room for a horizontal scrollbar. */
const ALTURA = { cabecalho: 40, linha: 36, rodape: 53, barra: 18 };

/** The grid as tall as its page's rows, up to a height where the page scrolls inside it (virtualized). */
function alturaDa(editor: LinhasEditor, maxima: number): number {
  const { page, pageSize } = editor.pagina;
  const naPagina = Math.min(pageSize, Math.max(0, editor.linhas.length - page * pageSize));
  const { cabecalho, linha, rodape, barra } = ALTURA;
  return Math.min(maxima, cabecalho + rodape + barra + Math.max(naPagina, 3) * linha);
}

/**
 * The lines as a spreadsheet-like grid: a cell is edited by double-click, Enter or typing; rows are picked with
 * their checkbox; cells copied from Excel and pasted on the grid (outside a cell being edited) become new lines.
 * The MIT grid pages at most 100 rows, so the lines are paged here, each page scrolled inside a fixed height and
 * virtualized; the line numbers run across pages.
 */
export function LinhasGrade({
  editor,
  colunas,
  editavel,
  label,
  onColar,
}: {
  editor: LinhasEditor;
  colunas: readonly TColunaExtra[];
  editavel: boolean;
  label: string;
  /** Text with tabs or line breaks pasted on the grid. */
  onColar?: (texto: string) => void;
}) {
  const celulas = useMemo(() => errosPorCelula(editor.erros), [editor.erros]);
  const columns = useLinhasColumns(colunas, editavel, celulas);
  const { onRowChange } = editor;
  // Stable callbacks: a grid of thousands of rows redoes work when they change.
  const processRowUpdate = useCallback(
    (row: LinhaGrade) => {
      onRowChange(row);
      return row;
    },
    [onRowChange],
  );
  const getCellClassName = useCallback(
    ({ row, field }: GridCellParams<LinhaGrade>) => (celulas[row.key]?.[field] ? 'celula-erro' : ''),
    [celulas],
  );

  const colar = (event: ClipboardEvent<HTMLDivElement>) => {
    if (!editavel || !onColar) return;
    // Pasting into a cell being edited (or a filter box) is that field's own paste.
    if ((event.target as HTMLElement).closest('input, textarea, [contenteditable="true"]')) return;
    const texto = event.clipboardData.getData('text/plain');
    if (!/[\t\n]/.test(texto.trim())) return;
    event.preventDefault();
    onColar(texto);
  };

  return (
    <Box
      onPaste={colar}
      sx={{ height: { xs: alturaDa(editor, 460), md: alturaDa(editor, 600) }, width: '100%' }}
    >
      <DataGrid<LinhaGrade>
        apiRef={editor.apiRef}
        rows={editor.grade}
        columns={columns}
        getRowId={rowId}
        processRowUpdate={processRowUpdate}
        getCellClassName={getCellClassName}
        checkboxSelection={editavel}
        rowSelectionModel={editor.selecao}
        onRowSelectionModelChange={editor.setSelecao}
        disableRowSelectionOnClick
        paginationModel={editor.pagina}
        onPaginationModelChange={editor.setPagina}
        pageSizeOptions={PAGE_SIZES}
        disableColumnSorting
        disableColumnFilter
        density="compact"
        localeText={ptBR.components.MuiDataGrid.defaultProps.localeText}
        aria-label={label}
        sx={GRADE_SX}
      />
    </Box>
  );
}
