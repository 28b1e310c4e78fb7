import { useState } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DownloadIcon from '@mui/icons-material/Download';
import UndoIcon from '@mui/icons-material/Undo';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { TAF_LIFECYCLE, ZTafMoveInput, type TTaf, type TTafMove } from '@portal/domain';
import { MotivoDialog } from '../../../../components/workflow/MotivoDialog';
import { MoveActionButtons } from '../../../../components/workflow/MoveActionButtons';
import { tafPdfUrl, useMoverTaf } from '../../taf.queries';

const MOVE_ICONS: Partial<Record<TTafMove, React.ReactNode>> = {
  concluir: <CheckCircleIcon />,
  reabrir: <UndoIcon />,
};

/** The reason reopening asks for, checked as the API checks it. */
const ZMotivo = ZTafMoveInput.pick({ motivo: true }).required();

const isMove = (movimento: string): movimento is TTafMove => movimento in TAF_LIFECYCLE.moves;

/**
 * The moves the API offers now (`movimentos`: Concluir once every point is answered, Reabrir before the second
 * signature, with its reason), sent with the version the page read; and the PDF.
 */
export function TafAcoesBar({ taf }: { taf: TTaf }) {
  const { t } = useTranslation('produtos');
  const { enqueueSnackbar } = useSnackbar();
  const mover = useMoverTaf(taf.id);
  const [reabrindo, setReabrindo] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  const faltam = taf.pontosTotal - taf.pontosRespondidos;

  const concluir = async () => {
    setErro(null);
    try {
      await mover.mutateAsync({ movimento: 'concluir', versao: taf.versao });
      enqueueSnackbar(t('acoes.concluido'), { variant: 'success' });
    } catch (e) {
      setErro(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, pt: 1 }} data-testid="taf-acoes">
        <MoveActionButtons
          movimentos={taf.movimentos.filter((m) => m.movimento !== 'concluir' || faltam === 0)}
          icons={MOVE_ICONS}
          pending={mover.isPending ? (mover.variables?.movimento ?? null) : null}
          onMove={(m) => {
            if (!isMove(m.movimento)) return;
            if (m.movimento === 'reabrir') setReabrindo(true);
            else void concluir();
          }}
        />
        {taf.acoes.pdf && (
          <Button
            component="a"
            href={tafPdfUrl(taf.id)}
            download
            variant="outlined"
            startIcon={<DownloadIcon />}
            sx={{ minHeight: 48 }}
          >
            {t('acoes.pdf')}
          </Button>
        )}
      </Stack>
      {taf.status === 'em_execucao' && taf.acoes.responder && faltam > 0 && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t('acoes.faltam', { count: faltam })}
        </Alert>
      )}
      {erro && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {erro}
        </Alert>
      )}
      <MotivoDialog
        open={reabrindo}
        title={t('acoes.reabrirTitulo', { numero: taf.numero })}
        description={t('acoes.reabrirTexto')}
        label={t('acoes.motivo')}
        confirmLabel={TAF_LIFECYCLE.moves.reabrir.label}
        schema={ZMotivo}
        ajuda={t('acoes.motivoAjuda')}
        onClose={() => setReabrindo(false)}
        onConfirm={async (motivo) => {
          await mover.mutateAsync({ movimento: 'reabrir', motivo, versao: taf.versao });
          setReabrindo(false);
          enqueueSnackbar(t('acoes.reaberto'), { variant: 'success' });
        }}
      />
    </>
  );
}
