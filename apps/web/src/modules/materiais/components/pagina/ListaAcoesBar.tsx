import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import EditNoteIcon from '@mui/icons-material/EditNote';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SendIcon from '@mui/icons-material/Send';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import {
  MATERIAIS_LIFECYCLE,
  ZMateriaisMotivoInput,
  type TLista,
  type TMateriaisMove,
  type TMoveOption,
} from '@portal/domain';
import { MotivoDialog } from '../../../../components/workflow/MotivoDialog';
import { MoveActionButtons } from '../../../../components/workflow/MoveActionButtons';
import { useConfirm } from '../../../../layout/dialogs/use-dialogs';
import { ApiError } from '../../../../lib/api-error';
import { listaSapUrl, materiaisKeys, useListaMove } from '../../materiais.queries';
import { EditarListaDialog } from './EditarListaDialog';
import { RegistrarSapDialog } from './RegistrarSapDialog';

const MOVE_ICONS = {
  elaborar: <EditNoteIcon />,
  liberar_verificacao: <SendIcon />,
  liberar_site_manager: <SendIcon />,
  liberar_coordenador: <SendIcon />,
  liberar_planejamento: <SendIcon />,
  devolver: <AssignmentReturnIcon />,
};

const isMove = (movimento: string): movimento is TMateriaisMove => movimento in MATERIAIS_LIFECYCLE.moves;

/**
 * What this user may do on the list now, as the API says (`movimentos`, `acoes`): the release chain's moves (each
 * release after a confirmation; returning for revision with a reason), the SAP spreadsheet and document, editing
 * the header. Moves wait while the grid holds unsaved lines.
 */
export function ListaAcoesBar({ lista, linhasAlteradas }: { lista: TLista; linhasAlteradas: boolean }) {
  const { t } = useTranslation('materiais');
  const confirm = useConfirm();
  const client = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const move = useListaMove(lista.id);
  const [dialogo, setDialogo] = useState<'editar' | 'sap' | 'devolver' | null>(null);
  const codigo = { codigo: lista.codigo };
  const devolver = lista.movimentos.find((m) => m.movimento === 'devolver');

  const run = async (movimento: TMateriaisMove, motivo?: string) => {
    try {
      await move.mutateAsync({ movimento, motivo, versao: lista.versao });
    } catch (e) {
      // Someone changed or moved it meanwhile: show its new state and buttons.
      if (e instanceof ApiError && e.code === 'CONFLICT')
        void client.invalidateQueries({ queryKey: materiaisKeys.lista(lista.id) });
      throw e;
    }
    setDialogo(null);
    // "Lista LM-003 liberada para verificação."
    const acao = MATERIAIS_LIFECYCLE.moves[movimento].past;
    enqueueSnackbar(t('mover.feito', { ...codigo, acao }), { variant: 'success' });
  };
  const report = (e: unknown) => enqueueSnackbar((e as Error).message, { variant: 'error' });

  const onMove = async ({ movimento, label }: TMoveOption) => {
    if (!isMove(movimento)) return;
    if (linhasAlteradas) return enqueueSnackbar(t('mover.salveAntes'), { variant: 'warning' });
    if (movimento === 'devolver') return setDialogo('devolver');
    const para = MATERIAIS_LIFECYCLE.moves[movimento].to;
    if (!(await confirm(t('mover.confirmar', { ...codigo, acao: label, status: para })))) return;
    await run(movimento).catch(report);
  };

  const { editar, exportarSap, registrarSap } = lista.acoes;
  const algo = lista.movimentos.length > 0 || editar || exportarSap || registrarSap;

  return (
    <>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, display: algo ? 'flex' : 'none' }}>
        <MoveActionButtons
          movimentos={lista.movimentos}
          icons={MOVE_ICONS}
          pending={move.isPending ? (move.variables?.movimento ?? null) : null}
          onMove={(m) => void onMove(m)}
        />
        {lista.acoes.exportarSap && (
          <Button
            component="a"
            href={listaSapUrl(lista.id)}
            download
            variant="outlined"
            startIcon={<DownloadIcon />}
          >
            {t('pagina.exportarSap')}
          </Button>
        )}
        {lista.acoes.registrarSap && (
          <Button variant="outlined" startIcon={<ReceiptLongIcon />} onClick={() => setDialogo('sap')}>
            {t('pagina.registrarSap')}
          </Button>
        )}
        {lista.acoes.editar && (
          <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setDialogo('editar')}>
            {t('pagina.editar')}
          </Button>
        )}
      </Stack>
      {dialogo === 'editar' && <EditarListaDialog lista={lista} onClose={() => setDialogo(null)} />}
      {dialogo === 'sap' && <RegistrarSapDialog lista={lista} onClose={() => setDialogo(null)} />}
      <MotivoDialog
        open={dialogo === 'devolver'}
        title={t('mover.devolverTitulo', codigo)}
        description={t('mover.devolverTexto')}
        label={t('mover.motivo')}
        confirmLabel={devolver?.label ?? t('mover.motivo')}
        schema={ZMateriaisMotivoInput}
        onClose={() => setDialogo(null)}
        onConfirm={(motivo) => run('devolver', motivo)}
      />
    </>
  );
}
