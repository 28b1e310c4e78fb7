import { useState } from 'react';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ReplayIcon from '@mui/icons-material/Replay';
import SendIcon from '@mui/icons-material/Send';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import {
  SGI_LIFECYCLE,
  SGI_STATUS_LABEL,
  ZSgiMoveInput,
  type TMoveOption,
  type TOcorrenciaSgi,
  type TSgiMove,
} from '@portal/domain';
import { MotivoDialog } from '../../../../components/workflow/MotivoDialog';
import { MoveActionButtons } from '../../../../components/workflow/MoveActionButtons';
import { useConfirm } from '../../../../layout/dialogs/use-dialogs';
import { useMoverOcorrencia } from '../../sgi.queries';

const ICONES: Partial<Record<TSgiMove, React.ReactNode>> = {
  enviar: <SendIcon />,
  devolver: <AssignmentReturnIcon />,
  finalizar: <CheckCircleIcon />,
  reabrir: <ReplayIcon />,
};

/** The reason a move asks for, checked as the API checks it. */
const ZMotivo = ZSgiMoveInput.pick({ motivo: true }).required();

const isMove = (movimento: string): movimento is TSgiMove => movimento in SGI_LIFECYCLE.moves;

/**
 * The moves the API offers this user on the occurrence now (`movimentos`; the triage has its own card): sending is
 * confirmed, the others ask for their reason; sent with the version the page read.
 */
export function OcorrenciaAcoesBar({ ocorrencia }: { ocorrencia: TOcorrenciaSgi }) {
  const { t } = useTranslation('sgi');
  const confirm = useConfirm();
  const { enqueueSnackbar } = useSnackbar();
  const mover = useMoverOcorrencia(ocorrencia);
  // The move asking for a reason stays after its dialog closes, so the closing dialog keeps its title.
  const [comMotivo, setComMotivo] = useState<TMoveOption | null>(null);
  const [pedindo, setPedindo] = useState(false);
  const numero = { numero: ocorrencia.numero };

  const run = async (movimento: TSgiMove, motivo?: string) => {
    await mover.mutateAsync({ movimento, motivo, versao: ocorrencia.versao });
    setPedindo(false);
    enqueueSnackbar(t('mover.feito', { ...numero, acao: SGI_LIFECYCLE.moves[movimento].past }), {
      variant: 'success',
    });
  };

  const onMove = async (opcao: TMoveOption) => {
    if (!isMove(opcao.movimento)) return;
    if (opcao.exigeMotivo) {
      setComMotivo(opcao);
      setPedindo(true);
      return;
    }
    const para = SGI_STATUS_LABEL[SGI_LIFECYCLE.moves[opcao.movimento].to];
    if (!(await confirm(t('mover.confirmar', { ...numero, acao: opcao.label, status: para })))) return;
    await run(opcao.movimento).catch((e: unknown) =>
      enqueueSnackbar(e instanceof Error ? e.message : String(e), { variant: 'error' }),
    );
  };

  if (ocorrencia.movimentos.length === 0) return null;
  const destino =
    comMotivo && isMove(comMotivo.movimento)
      ? SGI_STATUS_LABEL[SGI_LIFECYCLE.moves[comMotivo.movimento].to]
      : '';
  return (
    <>
      <MoveActionButtons
        movimentos={ocorrencia.movimentos}
        icons={ICONES}
        pending={mover.isPending ? (mover.variables?.movimento ?? null) : null}
        onMove={(m) => void onMove(m)}
      />
      <MotivoDialog
        open={pedindo}
        title={t('mover.motivoTitulo', { ...numero, acao: comMotivo?.label ?? '' })}
        description={t('mover.motivoTexto', { status: destino })}
        label={t('mover.motivo')}
        ajuda={t('mover.motivoAjuda')}
        confirmLabel={comMotivo?.label ?? t('mover.motivo')}
        schema={ZMotivo}
        onClose={() => setPedindo(false)}
        onConfirm={(motivo) =>
          comMotivo && isMove(comMotivo.movimento) ? run(comMotivo.movimento, motivo) : Promise.resolve()
        }
      />
    </>
  );
}
