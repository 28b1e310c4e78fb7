import { useMemo } from 'react';
import { Box, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import {
  PROJETO_CATEGORIA_LABEL,
  PROJETO_DETENTOR_LABEL,
  PROJETO_DISCIPLINA_LABEL,
  type TProjetoResumo,
} from '@portal/domain';
import { PrazoTexto, ProjetoCodigoChip, ProjetoSituacaoChip } from '../ProjetoChips';

const centro = { height: '100%', display: 'flex', alignItems: 'center', width: '100%' } as const;

/**
 * The register's columns; number, title, situation and due date sort in the API. The obra shows under the title in
 * a general register (`comObra`).
 */
export function useProjetoColumns(comObra: boolean): GridColDef<TProjetoResumo>[] {
  const { t } = useTranslation('projetos');
  return useMemo<GridColDef<TProjetoResumo>[]>(
    () => [
      { field: 'numero', headerName: t('campos.numero'), width: 170 },
      {
        field: 'titulo',
        headerName: t('campos.titulo'),
        flex: 1.6,
        minWidth: 200,
        renderCell: ({ row }) => (
          <Box sx={{ lineHeight: 1.3, py: 0.5, minWidth: 0 }}>
            <Typography variant="body2" noWrap>
              {row.titulo}
            </Typography>
            {comObra && (
              <Typography variant="caption" color="text.secondary" noWrap component="p">
                {`${row.obra.codigo} — ${row.obra.nome}`}
              </Typography>
            )}
          </Box>
        ),
      },
      {
        field: 'disciplina',
        headerName: t('campos.disciplina'),
        width: 120,
        sortable: false,
        valueGetter: (_v, row) => PROJETO_DISCIPLINA_LABEL[row.disciplina],
      },
      {
        field: 'categoria',
        headerName: t('campos.categoria'),
        width: 110,
        sortable: false,
        valueGetter: (_v, row) => PROJETO_CATEGORIA_LABEL[row.categoria],
      },
      {
        field: 'revisaoAtual',
        headerName: t('campos.revisao'),
        width: 80,
        sortable: false,
        valueGetter: (_v, row) => row.revisaoAtual ?? t('lista.semRevisao'),
      },
      {
        field: 'situacao',
        headerName: t('campos.situacao'),
        width: 230,
        renderCell: ({ row }) => (
          <Box sx={centro}>
            <ProjetoSituacaoChip situacao={row.situacao} />
          </Box>
        ),
      },
      {
        field: 'codigo',
        headerName: t('campos.codigo'),
        width: 80,
        sortable: false,
        renderCell: ({ row }) => (
          <Box sx={centro}>{row.codigo ? <ProjetoCodigoChip codigo={row.codigo} curto /> : '—'}</Box>
        ),
      },
      {
        field: 'prazo',
        headerName: t('campos.prazo'),
        width: 190,
        renderCell: ({ row }) => (
          <Box sx={centro}>
            <PrazoTexto prazo={row.prazo} atrasado={row.atrasado} diasAtraso={row.diasAtraso} />
          </Box>
        ),
      },
      {
        field: 'detentor',
        headerName: t('campos.detentor'),
        width: 120,
        sortable: false,
        valueGetter: (_v, row) => (row.detentor ? PROJETO_DETENTOR_LABEL[row.detentor] : t('lista.ninguem')),
      },
    ],
    [t, comObra],
  );
}
