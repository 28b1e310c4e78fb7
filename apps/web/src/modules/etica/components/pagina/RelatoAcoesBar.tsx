import { useState } from 'react';
import { Stack } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import UndoIcon from '@mui/icons-material/Undo';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import {
  ETICA_LIFECYCLE,
  ETICA_STATUS_LABEL,
  ZEticaMoveInput,
  type TEticaMove,
  type TMoveOption,
  type TRelato,
} from '@portal/domain';
import { MotivoDialog } from '../../../../components/workflow/MotivoDialog';
import { MoveActionButtons } from '../../../../components/workflow/MoveActionButtons';
import { useConfirm } from '../../../../layout/dialogs/use-dialogs';
import { useMoverRelato } from '../../etica.queries';

const MOVE_ICONS: Record<TEticaMove, React.ReactNode> = {
  iniciar: <PlayArrowIcon />,
  finalizar: <CheckCircleIcon />,
  reabrir: <UndoIcon />,
};

/** The reason (the conclusion, when finishing) a move asks for, checked as the API checks it. */
const ZMotivo = ZEticaMoveInput.pick({ motivo: true }).required();

const isMove = (movimento: string): movimento is TEticaMove => movimento in ETICA_LIFECYCLE.moves;

/**
 * The moves the API offers now (`movimentos`): starting the investigation after a confirmation, finishing with the
 * conclusion and reopening with the reason; sent with the version the page read.
 */
export function RelatoAcoesBar({ relato }: { relato: TRelato }) {
  const { t } = useTranslation('etica');
  const confirm = useConfirm();
  const { enqueueSnackbar } = useSnackbar();
  const mover = useMoverRelato(relato.id);
  // The move asking for a reason stays after its dialog closes, so the closing dialog keeps its title.
  const [comMotivo, setComMotivo] = useState<TEticaMove | null>(null);
  const [pedindoMotivo, setPedindoMotivo] = useState(false);
  const protocolo = relato.protocolo;

  const run = async (movimento: TEticaMove, motivo?: string) => {
    await mover.mutateAsync({ movimento, motivo, versao: relato.versao });
    setPedindoMotivo(false);
    enqueueSnackbar(t(`mover.feito.${movimento}`, { protocolo }), { variant: 'success' });
  };

  const onMove = async (opcao: TMoveOption) => {
    if (!isMove(opcao.movimento)) return;
    if (opcao.exigeMotivo) {
      setComMotivo(opcao.movimento);
      setPedindoMotivo(true);
      return;
    }
    const status = ETICA_STATUS_LABEL[ETICA_LIFECYCLE.moves[opcao.movimento].to];
    if (!(await confirm(t('mover.confirmar', { acao: opcao.label, protocolo, status })))) return;
    await run(opcao.movimento).catch((e: unknown) =>
      enqueueSnackbar(e instanceof Error ? e.message : String(e), { variant: 'error' }),
    );
  };

  if (relato.movimentos.length === 0) return null;
  const acao = comMotivo ? ETICA_LIFECYCLE.moves[comMotivo].label : '';
  const finalizar = comMotivo === 'finalizar';
  return (
    <>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="relato-acoes">
        <MoveActionButtons
          movimentos={relato.movimentos}
          icons={MOVE_ICONS}
          pending={mover.isPending ? (mover.variables?.movimento ?? null) : null}
          onMove={(m) => void onMove(m)}
        />
      </Stack>
      <MotivoDialog
        open={pedindoMotivo}
        title={t('mover.motivoTitulo', { acao, protocolo })}
        description={finalizar ? t('mover.motivoFinalizar') : t('mover.motivoReabrir')}
        label={finalizar ? t('mover.conclusao') : t('mover.motivo')}
        confirmLabel={acao}
        schema={ZMotivo}
        ajuda={t('mover.motivoAjuda')}
        onClose={() => setPedindoMotivo(false)}
        onConfirm={(motivo) => (comMotivo ? run(comMotivo, motivo) : Promise.resolve())}
      />
    </>
  );
}
