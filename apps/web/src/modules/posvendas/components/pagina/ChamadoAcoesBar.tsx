import { useState } from 'react';
import { Stack } from '@mui/material';
import CancelIcon from '@mui/icons-material/CancelOutlined';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassIcon from '@mui/icons-material/HourglassEmpty';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import ReplyIcon from '@mui/icons-material/Send';
import UndoIcon from '@mui/icons-material/Undo';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import {
  CHAMADO_LIFECYCLE,
  CHAMADO_STATUS_LABEL,
  ZChamadoMoveInput,
  nomeDoChamado,
  type TChamado,
  type TChamadoMove,
} from '@portal/domain';
import { MotivoDialog } from '../../../../components/workflow/MotivoDialog';
import { MoveActionButtons } from '../../../../components/workflow/MoveActionButtons';
import { useMoverChamado } from '../../posvendas.queries';

const MOVE_ICONS: Record<TChamadoMove, React.ReactNode> = {
  atender: <PlayArrowIcon />,
  aguardarCliente: <HourglassIcon />,
  retomar: <ReplyIcon />,
  concluir: <CheckCircleIcon />,
  reabrir: <UndoIcon />,
  cancelar: <CancelIcon />,
};

/** The comment every move asks for, checked as the API checks it. */
const ZMotivo = ZChamadoMoveInput.pick({ motivo: true }).required();

const isMove = (movimento: string): movimento is TChamadoMove => movimento in CHAMADO_LIFECYCLE.moves;

/**
 * The moves the API offers this user on the ticket now (`movimentos`), each with its comment (SPEC §5: the
 * after-sales comment is mandatory); sent with the version the page read, so a ticket changed meanwhile is refused
 * and shown again as it is.
 */
export function ChamadoAcoesBar({ chamado }: { chamado: TChamado }) {
  const { t } = useTranslation('posvendas');
  const { enqueueSnackbar } = useSnackbar();
  const mover = useMoverChamado(chamado);
  // The move stays after its dialog closes, so the closing dialog keeps its title.
  const [movimento, setMovimento] = useState<TChamadoMove | null>(null);
  const [aberto, setAberto] = useState(false);
  const nome = nomeDoChamado(chamado.numero);

  if (chamado.movimentos.length === 0) return null;
  const spec = movimento ? CHAMADO_LIFECYCLE.moves[movimento] : null;
  return (
    <>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, pt: 1 }} data-testid="chamado-acoes">
        <MoveActionButtons
          movimentos={chamado.movimentos}
          icons={MOVE_ICONS}
          pending={mover.isPending ? (mover.variables?.movimento ?? null) : null}
          onMove={(m) => {
            if (!isMove(m.movimento)) return;
            setMovimento(m.movimento);
            setAberto(true);
          }}
        />
      </Stack>
      <MotivoDialog
        open={aberto}
        title={t('mover.titulo', { acao: spec?.label ?? '', nome })}
        description={
          movimento
            ? t(`mover.texto.${movimento}`, {
                status: CHAMADO_STATUS_LABEL[CHAMADO_LIFECYCLE.moves[movimento].to],
              })
            : ''
        }
        label={movimento === 'concluir' ? t('mover.solucao') : t('mover.comentario')}
        confirmLabel={spec?.label ?? ''}
        schema={ZMotivo}
        ajuda={t('mover.ajuda')}
        onClose={() => setAberto(false)}
        onConfirm={async (motivo) => {
          if (!movimento) return;
          await mover.mutateAsync({ movimento, motivo, versao: chamado.versao });
          setAberto(false);
          enqueueSnackbar(t('mover.feito', { nome, acao: CHAMADO_LIFECYCLE.moves[movimento].past }), {
            variant: 'success',
          });
        }}
      />
    </>
  );
}
