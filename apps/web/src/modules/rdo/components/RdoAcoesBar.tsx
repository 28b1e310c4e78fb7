import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DrawIcon from '@mui/icons-material/Draw';
import EditIcon from '@mui/icons-material/Edit';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import PrintIcon from '@mui/icons-material/Print';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import UpdateIcon from '@mui/icons-material/Update';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZDevolverRdoInput, ZReabrirRdoInput, formatDate, type TRdo } from '@portal/domain';
import { useConfirm } from '../../../layout/dialogs/use-dialogs';
import { ApiError } from '../../../lib/api-error';
import { rdoKeys, rdoPdfUrl, useDeleteRdo, useRdoConfig, useRdoMove } from '../rdo.queries';
import { AssinaturaDialog, type AssinaturaModo } from '../../../components/assinatura/AssinaturaDialog';
import { MotivoDialog } from '../../../components/workflow/MotivoDialog';
import { MoveActionButtons } from '../../../components/workflow/MoveActionButtons';

const MOVE_ICONS = {
  finalizar: <DrawIcon />,
  aprovar: <TaskAltIcon />,
  devolver: <AssignmentReturnIcon />,
  reabrir: <LockOpenIcon />,
};

type Dialogo = 'finalizar' | 'aprovar' | 'devolver' | 'reabrir';

/**
 * The buttons the API offers this user on this report: its moves from the shared life cycle (`movimentos`), the
 * other actions from `acoes`, and the dialogs behind them. The API checks every move again; a report changed meanwhile (409) is reloaded so the buttons match its new state.
 */
export function RdoAcoesBar({ rdo, atualizando }: { rdo: TRdo; atualizando: boolean }) {
  const { t } = useTranslation('rdo');
  const navigate = useNavigate();
  const confirm = useConfirm();
  const client = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const move = useRdoMove(rdo.id);
  const remove = useDeleteRdo(rdo.id);
  const [dialogo, setDialogo] = useState<Dialogo | null>(null);
  const a = rdo.acoes;
  const assinaturas = rdo.secoes.includes('assinaturas');
  // Whether the client's inspector must sign is the obra's setting; unknown, the pad is offered and the API decides.
  const config = useRdoConfig(a.aprovar && assinaturas ? rdo.obra.id : undefined);
  const modoAprovar: AssinaturaModo = !assinaturas
    ? 'nenhuma'
    : config.data?.assinaturaCliente
      ? 'obrigatoria'
      : 'opcional';
  const ref = { numero: rdo.numero, data: formatDate(rdo.data) };

  const run = async (body: Parameters<typeof move.mutateAsync>[0], success: string) => {
    try {
      await move.mutateAsync(body);
    } catch (e) {
      if (e instanceof ApiError && e.code === 'CONFLICT')
        void client.invalidateQueries({ queryKey: rdoKeys.detail(rdo.id) });
      throw e;
    }
    setDialogo(null);
    enqueueSnackbar(success, { variant: 'success' });
  };
  const report = (e: unknown) => enqueueSnackbar((e as Error).message, { variant: 'error' });

  const finalizar = async () => {
    if (assinaturas) return setDialogo('finalizar');
    if (!(await confirm(t('acoes.finalizarTexto', ref), t('acoes.finalizarTitulo', ref)))) return;
    await run({ acao: 'finalizar' }, t('acoes.finalizado', ref)).catch(report);
  };
  const excluir = async () => {
    if (!(await confirm(t('acoes.excluirTexto', ref), t('acoes.excluirTitulo', ref)))) return;
    try {
      await remove.mutateAsync();
      enqueueSnackbar(t('acoes.excluido', ref), { variant: 'success' });
      void navigate('/diarios', { replace: true });
    } catch (e) {
      report(e);
    }
  };

  return (
    <>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, displayPrint: 'none' }}>
        {a.editar && (
          <Button
            component={RouterLink}
            to={`/diarios/${rdo.id}/editar`}
            variant="outlined"
            startIcon={<EditIcon />}
          >
            {t('acoes.editar')}
          </Button>
        )}
        {a.atualizar && !atualizando && (
          <Button
            component={RouterLink}
            to={`/diarios/${rdo.id}/atualizar`}
            variant="outlined"
            startIcon={<UpdateIcon />}
          >
            {t('acoes.atualizar')}
          </Button>
        )}
        <MoveActionButtons
          movimentos={rdo.movimentos}
          icons={MOVE_ICONS}
          pending={move.isPending ? (move.variables?.acao ?? null) : null}
          onMove={({ movimento }) =>
            movimento === 'finalizar' ? void finalizar() : setDialogo(movimento as Dialogo)
          }
        />
        <Button component="a" href={rdoPdfUrl(rdo.id)} download startIcon={<PictureAsPdfIcon />}>
          {t('acoes.pdf')}
        </Button>
        <Button startIcon={<PrintIcon />} onClick={() => window.print()}>
          {t('acoes.imprimir')}
        </Button>
        {a.excluir && (
          <Button
            color="error"
            startIcon={<DeleteIcon />}
            onClick={() => void excluir()}
            loading={remove.isPending}
          >
            {t('acoes.excluir')}
          </Button>
        )}
      </Stack>
      <AssinaturaDialog
        open={dialogo === 'finalizar'}
        title={t('acoes.finalizarTitulo', ref)}
        description={t('acoes.finalizarTexto', ref)}
        confirmLabel={t('acoes.assinarFinalizar')}
        assinatura="obrigatoria"
        onClose={() => setDialogo(null)}
        onConfirm={({ assinatura }) => run({ acao: 'finalizar', assinatura }, t('acoes.finalizado', ref))}
      />
      <AssinaturaDialog
        open={dialogo === 'aprovar'}
        title={t('acoes.aprovarTitulo', ref)}
        description={t('acoes.aprovarTexto')}
        confirmLabel={t('acoes.aprovar')}
        assinatura={modoAprovar}
        comentario
        onClose={() => setDialogo(null)}
        onConfirm={({ assinatura, comentario }) =>
          run({ acao: 'aprovar', assinatura, comentario }, t('acoes.aprovado', ref))
        }
      />
      <MotivoDialog
        open={dialogo === 'devolver'}
        title={t('acoes.devolverTitulo', ref)}
        description={t('acoes.devolverTexto')}
        label={t('acoes.devolverMotivo')}
        confirmLabel={t('acoes.devolver')}
        schema={ZDevolverRdoInput}
        anexar={{ entidade: 'rdo', id: rdo.id, label: t('acoes.devolverAnexar') }}
        onClose={() => setDialogo(null)}
        onConfirm={(motivo, arquivos) =>
          run({ acao: 'devolver', motivo, arquivos }, t('acoes.devolvido', ref))
        }
      />
      <MotivoDialog
        open={dialogo === 'reabrir'}
        title={t('acoes.reabrirTitulo', ref)}
        description={t('acoes.reabrirTexto')}
        label={t('acoes.reabrirMotivo')}
        confirmLabel={t('acoes.reabrir')}
        schema={ZReabrirRdoInput}
        onClose={() => setDialogo(null)}
        onConfirm={(motivo) => run({ acao: 'reabrir', motivo }, t('acoes.reaberto', ref))}
      />
    </>
  );
}
