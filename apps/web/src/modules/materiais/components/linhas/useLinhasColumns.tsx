import { useMemo } from 'react';
import { Tooltip } from '@mui/material';
import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { formatDecimal, MATERIAIS_UNIDADES, UNIDADES_MATERIAL, type TColunaExtra } from '@portal/domain';
import { campoExtra, lerQuantidade, type LinhaGrade } from './linha-grade';

type Erros = Record<string, Record<string, string>>;

/** Shows a cell's value, and its error (from the last check or save) on hover or focus. */
function comErro(erros: Erros) {
  return function renderComErro(params: GridRenderCellParams<LinhaGrade>) {
    const mensagem = erros[params.row.key]?.[params.field];
    const texto = params.formattedValue == null ? '' : String(params.formattedValue);
    return mensagem ? (
      <Tooltip title={mensagem}>
        <span>{texto || '—'}</span>
      </Tooltip>
    ) : (
      texto
    );
  };
}

/**
 * The line's number among all lines (from 1): its place on the page after the pages before it. Asked of the grid as
 * the cell draws (a row drawn at another place draws again), so the columns need not change on every edit, which
 * would lose the widths a person dragged.
 */
function numeroLinha({ api, id }: GridRenderCellParams<LinhaGrade>) {
  const { page, pageSize } = api.state.pagination.paginationModel;
  return page * pageSize + api.getRowIndexRelativeToVisibleRows(id) + 1;
}

/**
 * The lines' columns in the order a paste fills them: código SAP, descrição, unidade (one of the units SAP knows),
 * quantidade (pt-BR, typed as text and shown with three decimals at most), especificação, observações, then the
 * list's extra columns; before them the line's number.
 */
export function useLinhasColumns(
  colunas: readonly TColunaExtra[],
  editavel: boolean,
  erros: Erros,
): GridColDef<LinhaGrade>[] {
  const { t } = useTranslation('materiais');
  return useMemo<GridColDef<LinhaGrade>[]>(() => {
    const renderCell = comErro(erros);
    const texto = (field: keyof LinhaGrade, width: number, extra: Partial<GridColDef<LinhaGrade>> = {}) =>
      ({
        field,
        headerName: t(`campos.${field}`),
        width,
        editable: editavel,
        renderCell,
        ...extra,
      }) satisfies GridColDef<LinhaGrade>;
    return [
      {
        field: 'numero',
        headerName: '#',
        width: 64,
        align: 'right',
        headerAlign: 'right',
        sortable: false,
        renderCell: numeroLinha,
      },
      texto('codigoSap', 130),
      texto('descricao', 300, { flex: 1, minWidth: 240 }),
      {
        field: 'unidade',
        headerName: t('campos.unidade'),
        type: 'singleSelect',
        width: 100,
        editable: editavel,
        valueOptions: UNIDADES_MATERIAL.map((u) => ({
          value: u,
          label: t('linhas.unidadeOpcao', { sigla: u, nome: MATERIAIS_UNIDADES[u].nome }),
        })),
        // The cell shows the unit as written; the list of choices names it too.
        valueFormatter: (value: string) => value,
        renderCell,
      },
      texto('quantidade', 130, {
        align: 'right',
        headerAlign: 'right',
        valueFormatter: (value: string) => {
          const n = lerQuantidade(value);
          return n === null ? value : formatDecimal(n, 3);
        },
      }),
      texto('especificacao', 220),
      texto('observacoes', 200),
      ...colunas.map((coluna): GridColDef<LinhaGrade> => ({
        field: campoExtra(coluna.chave),
        headerName: coluna.titulo,
        width: 160,
        editable: editavel,
        valueGetter: (_v, row) => row.extras[coluna.chave] ?? '',
        valueSetter: (value: string, row) => ({ ...row, extras: { ...row.extras, [coluna.chave]: value } }),
        renderCell,
      })),
    ];
  }, [t, colunas, editavel, erros]);
}
