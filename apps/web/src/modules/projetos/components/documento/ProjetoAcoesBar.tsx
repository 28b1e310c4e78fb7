import { useState } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import BlockIcon from '@mui/icons-material/Block';
import EditIcon from '@mui/icons-material/Edit';
import UndoIcon from '@mui/icons-material/Undo';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { PROJETO_LIFECYCLE, ZProjetoMoveInput, type TProjeto } from '@portal/domain';
import { MotivoDialog } from '../../../../components/workflow/MotivoDialog';
import { MoveActionButtons } from '../../../../components/workflow/MoveActionButtons';
import { useMoverProjeto } from '../../projetos.queries';
import { EditarProjetoDialog } from './EditarProjetoDialog';
import { RevisaoDialog } from './RevisaoDialog';

/** The reason cancelling and reactivating ask for, checked as the API checks it. */
const ZMotivo = ZProjetoMoveInput.pick({ motivo: true }).required();

type Botao = 'cancelar' | 'reativar';
const isBotao = (m: string): m is Botao => m === 'cancelar' || m === 'reativar';

/**
 * What the reader may do to the document now (`acoes`): edit its register data, start a new revision; and the moves
 * the API offers (`movimentos`: cancel, reactivate), each with its reason, sent with the version the page read.
 */
export function ProjetoAcoesBar({ projeto: p }: { projeto: TProjeto }) {
  const { t } = useTranslation('projetos');
  const { enqueueSnackbar } = useSnackbar();
  const mover = useMoverProjeto(p.id);
  const [dialogo, setDialogo] = useState<'editar' | 'revisao' | Botao | null>(null);
  // One revision in preparation at a time: the next is started once this one is issued (or deleted).
  const preparando = p.revisoes[0]?.status === 'rascunho';
  const movimentos = p.movimentos.filter((m) => isBotao(m.movimento));
  if (!p.acoes.editar && !p.acoes.novaRevisao && movimentos.length === 0) return null;
  const movendo = dialogo === 'cancelar' || dialogo === 'reativar' ? dialogo : null;

  return (
    <>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, pt: 1 }} data-testid="projeto-acoes">
        {p.acoes.novaRevisao && !preparando && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialogo('revisao')}>
            {t('documento.novaRevisao')}
          </Button>
        )}
        {p.acoes.editar && (
          <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setDialogo('editar')}>
            {t('documento.editar')}
          </Button>
        )}
        <MoveActionButtons
          movimentos={movimentos}
          icons={{ cancelar: <BlockIcon />, reativar: <UndoIcon /> }}
          pending={mover.isPending ? (mover.variables?.movimento ?? null) : null}
          onMove={(m) => isBotao(m.movimento) && setDialogo(m.movimento)}
        />
      </Stack>
      {mover.error && !movendo && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {mover.error.message}
        </Alert>
      )}
      {p.acoes.editar && (
        <EditarProjetoDialog projeto={p} open={dialogo === 'editar'} onClose={() => setDialogo(null)} />
      )}
      {p.acoes.novaRevisao && (
        <RevisaoDialog projeto={p} open={dialogo === 'revisao'} onClose={() => setDialogo(null)} />
      )}
      <MotivoDialog
        open={movendo !== null}
        title={
          movendo === 'reativar'
            ? t('documento.reativarTitulo', { numero: p.numero })
            : t('documento.cancelarTitulo', { numero: p.numero })
        }
        description={movendo === 'reativar' ? t('documento.reativarTexto') : t('documento.cancelarTexto')}
        label={t('documento.motivo')}
        ajuda={t('documento.motivoAjuda')}
        confirmLabel={PROJETO_LIFECYCLE.moves[movendo ?? 'cancelar'].label}
        schema={ZMotivo}
        onClose={() => setDialogo(null)}
        onConfirm={async (motivo) => {
          if (!movendo) return;
          await mover.mutateAsync({ movimento: movendo, motivo, versao: p.versao });
          setDialogo(null);
          enqueueSnackbar(movendo === 'reativar' ? t('documento.reativado') : t('documento.cancelado'), {
            variant: 'success',
          });
        }}
      />
    </>
  );
}
