import { useState } from 'react';
import { Stack } from '@mui/material';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import CancelIcon from '@mui/icons-material/CancelOutlined';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DrawIcon from '@mui/icons-material/Draw';
import GavelIcon from '@mui/icons-material/Gavel';
import SendIcon from '@mui/icons-material/Send';
import UndoIcon from '@mui/icons-material/Undo';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import {
  CONTRATO_STATUS_LABEL,
  CONTRATOS_LIFECYCLE,
  ZContratoMoveInput,
  type TContrato,
  type TContratoMove,
  type TMoveOption,
} from '@portal/domain';
import { MotivoDialog } from '../../../../components/workflow/MotivoDialog';
import { MoveActionButtons } from '../../../../components/workflow/MoveActionButtons';
import { useConfirm } from '../../../../layout/dialogs/use-dialogs';
import { useMoverContrato } from '../../contratos.queries';

const MOVE_ICONS: Record<TContratoMove, React.ReactNode> = {
  emitir_juridico: <GavelIcon />,
  emitir_verificador: <SendIcon />,
  finalizar: <DrawIcon />,
  aprovar: <CheckCircleIcon />,
  aprovar_distrato: <CancelIcon />,
  devolver_revisao: <AssignmentReturnIcon />,
  devolver_cancelamento: <AssignmentReturnIcon />,
  revisar_cancelamento: <CancelIcon />,
  desistir_cancelamento: <UndoIcon />,
};

/** The reason a move asks for, checked as the API checks it. */
const ZMotivo = ZContratoMoveInput.pick({ motivo: true }).required();

const isMove = (movimento: string): movimento is TContratoMove => movimento in CONTRATOS_LIFECYCLE.moves;

/**
 * The moves the API offers this user on the contract now (`movimentos`): each after a confirmation, or with its
 * reason when it asks for one; sent with the version the page read, so a contract changed meanwhile is refused and
 * shown again as it is.
 */
export function ContratoAcoesBar({ contrato }: { contrato: TContrato }) {
  const { t } = useTranslation('contratos');
  const confirm = useConfirm();
  const { enqueueSnackbar } = useSnackbar();
  const mover = useMoverContrato(contrato.id);
  // The move asking for a reason stays after its dialog closes, so the closing dialog keeps its title.
  const [comMotivo, setComMotivo] = useState<TMoveOption | null>(null);
  const [pedindoMotivo, setPedindoMotivo] = useState(false);
  const codigo = { codigo: contrato.codigo };

  const run = async (movimento: TContratoMove, motivo?: string) => {
    await mover.mutateAsync({ movimento, motivo, versao: contrato.versao });
    setPedindoMotivo(false);
    // "Contrato CT-007 emitido para o Jurídico."
    enqueueSnackbar(t('mover.feito', { ...codigo, acao: CONTRATOS_LIFECYCLE.moves[movimento].past }), {
      variant: 'success',
    });
  };

  const onMove = async (opcao: TMoveOption) => {
    if (!isMove(opcao.movimento)) return;
    if (opcao.exigeMotivo) {
      setComMotivo(opcao);
      setPedindoMotivo(true);
      return;
    }
    const para = CONTRATO_STATUS_LABEL[CONTRATOS_LIFECYCLE.moves[opcao.movimento].to];
    const pergunta =
      opcao.movimento === 'aprovar_distrato'
        ? t('mover.confirmarDistrato', codigo)
        : t('mover.confirmar', { ...codigo, acao: opcao.label, status: para });
    if (!(await confirm(pergunta))) return;
    await run(opcao.movimento).catch((e: unknown) =>
      enqueueSnackbar(e instanceof Error ? e.message : String(e), { variant: 'error' }),
    );
  };

  if (contrato.movimentos.length === 0) return null;
  const destino =
    comMotivo && isMove(comMotivo.movimento)
      ? CONTRATO_STATUS_LABEL[CONTRATOS_LIFECYCLE.moves[comMotivo.movimento].to]
      : '';
  return (
    <>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="contrato-acoes">
        <MoveActionButtons
          movimentos={contrato.movimentos}
          icons={MOVE_ICONS}
          pending={mover.isPending ? (mover.variables?.movimento ?? null) : null}
          onMove={(m) => void onMove(m)}
        />
      </Stack>
      <MotivoDialog
        open={pedindoMotivo}
        title={t('mover.motivoTitulo', { ...codigo, acao: comMotivo?.label ?? '' })}
        description={t('mover.motivoTexto', { status: destino })}
        label={t('mover.motivo')}
        confirmLabel={comMotivo?.label ?? t('mover.motivo')}
        schema={ZMotivo}
        onClose={() => setPedindoMotivo(false)}
        onConfirm={(motivo) =>
          comMotivo && isMove(comMotivo.movimento) ? run(comMotivo.movimento, motivo) : Promise.resolve()
        }
      />
    </>
  );
}
