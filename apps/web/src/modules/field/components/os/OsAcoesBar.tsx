import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import AssignmentTurnedInIcon from '@mui/icons-material/AssignmentTurnedIn';
import BlockIcon from '@mui/icons-material/Block';
import EditIcon from '@mui/icons-material/Edit';
import EditNoteIcon from '@mui/icons-material/EditNote';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZOsMotivoInput, type TOs, type TOsMove } from '@portal/domain';
import { MotivoDialog } from '../../../../components/workflow/MotivoDialog';
import { MoveActionButtons } from '../../../../components/workflow/MoveActionButtons';
import { useConfirm } from '../../../../layout/dialogs/use-dialogs';
import { ApiError } from '../../../../lib/api-error';
import { osKeys, useOsMove } from '../../os.queries';
import { OsFormDialog } from './OsFormDialog';

const MOVE_ICONS = {
  iniciar: <PlayArrowIcon />,
  concluir: <TaskAltIcon />,
  cancelar: <BlockIcon />,
  reabrir: <LockOpenIcon />,
};

const DONE: Record<TOsMove, string> = {
  iniciar: 'mover.iniciada',
  concluir: 'mover.concluida',
  cancelar: 'mover.cancelada',
  reabrir: 'mover.reaberta',
};

/**
 * What this user may do on the order, as the API says (`acoes`, `movimentos`): edit it, record the day's log, fill
 * a checklist, and its moves (starting and concluding after a confirmation, cancelling and reopening with a reason).
 */
export function OsAcoesBar({ os }: { os: TOs }) {
  const { t } = useTranslation('os');
  const confirm = useConfirm();
  const client = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const move = useOsMove(os.tipo, os.id);
  const [editando, setEditando] = useState(false);
  const [motivo, setMotivo] = useState<'cancelar' | 'reabrir' | null>(null);
  const numero = { numero: os.numero };
  const base = `/${os.obra.id}/ordensServico/${os.tipo}/${os.id}`;

  const run = async (movimento: TOsMove, texto?: string) => {
    try {
      await move.mutateAsync({ movimento, motivo: texto });
    } catch (e) {
      // Someone moved it meanwhile: show its new state and buttons.
      if (e instanceof ApiError && e.code === 'CONFLICT')
        void client.invalidateQueries({ queryKey: osKeys.detail(os.id) });
      throw e;
    }
    setMotivo(null);
    enqueueSnackbar(t(DONE[movimento], numero), { variant: 'success' });
  };
  const report = (e: unknown) => enqueueSnackbar((e as Error).message, { variant: 'error' });

  const onMove = async (movimento: TOsMove) => {
    if (movimento === 'cancelar' || movimento === 'reabrir') return setMotivo(movimento);
    const texto = movimento === 'iniciar' ? 'mover.confirmarIniciar' : 'mover.confirmarConcluir';
    if (!(await confirm(t(texto, numero)))) return;
    await run(movimento).catch(report);
  };

  return (
    <>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {os.acoes.registrarDiario && (
          <Button
            component={RouterLink}
            to={`${base}/diario`}
            variant="contained"
            startIcon={<EditNoteIcon />}
          >
            {t('pagina.registrarDiario')}
          </Button>
        )}
        {os.acoes.preencherChecklist && (
          <Button
            component={RouterLink}
            to={`/${os.obra.id}/checklist/${os.tipo}/preencher?os=${os.id}`}
            variant="outlined"
            startIcon={<AssignmentTurnedInIcon />}
          >
            {t('pagina.preencherChecklist')}
          </Button>
        )}
        <MoveActionButtons
          movimentos={os.movimentos}
          icons={MOVE_ICONS}
          pending={move.isPending ? (move.variables?.movimento ?? null) : null}
          onMove={({ movimento }) => void onMove(movimento as TOsMove)}
        />
        {os.acoes.editar && (
          <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setEditando(true)}>
            {t('pagina.editar')}
          </Button>
        )}
      </Stack>
      {editando && (
        <OsFormDialog obraId={os.obra.id} tipo={os.tipo} os={os} open onClose={() => setEditando(false)} />
      )}
      <MotivoDialog
        open={motivo !== null}
        title={t(motivo === 'reabrir' ? 'mover.reabrirTitulo' : 'mover.cancelarTitulo', numero)}
        description={t(motivo === 'reabrir' ? 'mover.reabrirTexto' : 'mover.cancelarTexto')}
        label={t('mover.motivo')}
        confirmLabel={os.movimentos.find((m) => m.movimento === motivo)?.label ?? t('mover.motivo')}
        schema={ZOsMotivoInput}
        onClose={() => setMotivo(null)}
        onConfirm={(texto) => run(motivo!, texto)}
      />
    </>
  );
}
