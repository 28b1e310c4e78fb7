import { useState } from 'react';
import { Box, Button, Stack, TextField } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import ReplayIcon from '@mui/icons-material/Replay';
import { Controller } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  ZAcaoFinalizarInput,
  ZAcaoReabrirInput,
  formatMoney,
  type TAcao,
  type TAcaoFinalizarInput,
} from '@portal/domain';
import { FormDialog } from '../../../../components/FormDialog';
import { MoneyField } from '../../../../components/MoneyField';
import { MotivoDialog } from '../../../../components/workflow/MotivoDialog';
import { useConfirm } from '../../../../layout/dialogs/use-dialogs';
import { useAcaoOperacao } from '../../sgi.queries';

const parar = (e: { stopPropagation: () => void }) => e.stopPropagation();

/**
 * What this user may do on an action now (`acao.acoes`): its owner finishes it with the cost actually spent and what
 * was done; its verifier accepts it or reopens it with the reason. The occurrence finishes by itself when the last
 * one is finished, and reopens when one is reopened.
 */
export function AcaoBotoes({ acao }: { acao: TAcao }) {
  const { t } = useTranslation('sgi');
  const { enqueueSnackbar } = useSnackbar();
  const confirm = useConfirm();
  const operar = useAcaoOperacao(acao.ocorrencia);
  const [finalizando, setFinalizando] = useState(false);
  const [reabrindo, setReabrindo] = useState(false);
  const aviso = (texto: string, finalizou: boolean) =>
    enqueueSnackbar(finalizou ? `${texto} ${t('acoes.ocorrenciaFinalizada')}` : texto, {
      variant: 'success',
    });

  const verificar = async () => {
    if (!(await confirm(t('acoes.confirmarVerificar', { acao: acao.oQue })))) return;
    try {
      await operar.mutateAsync({ op: 'verificar', acaoId: acao.id });
      aviso(t('acoes.verificada'), false);
    } catch (e) {
      enqueueSnackbar(e instanceof Error ? e.message : String(e), { variant: 'error' });
    }
  };

  if (!acao.acoes.finalizar && !acao.acoes.verificar && !acao.acoes.reabrir) return null;
  const pendente = operar.isPending ? operar.variables.op : null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {acao.acoes.finalizar && (
        <Button
          size="small"
          variant="contained"
          color="success"
          startIcon={<CheckIcon />}
          onClick={(e) => {
            e.stopPropagation();
            setFinalizando(true);
          }}
          aria-label={t('acoes.finalizarAcao', { acao: acao.oQue })}
        >
          {t('acoes.finalizar')}
        </Button>
      )}
      {acao.acoes.verificar && (
        <Button
          size="small"
          variant="outlined"
          color="success"
          startIcon={<DoneAllIcon />}
          loading={pendente === 'verificar'}
          onClick={(e) => {
            e.stopPropagation();
            void verificar();
          }}
          aria-label={t('acoes.verificarAcao', { acao: acao.oQue })}
        >
          {t('acoes.verificar')}
        </Button>
      )}
      {acao.acoes.reabrir && (
        <Button
          size="small"
          variant="outlined"
          color="warning"
          startIcon={<ReplayIcon />}
          onClick={(e) => {
            e.stopPropagation();
            setReabrindo(true);
          }}
          aria-label={t('acoes.reabrirAcao', { acao: acao.oQue })}
        >
          {t('acoes.reabrir')}
        </Button>
      )}
      {/* The dialogs' keys and clicks stay here: in a list's row (the grid) they would move the focus or open a row. */}
      <Box sx={{ display: 'contents' }} onKeyDown={parar} onClick={parar}>
        {finalizando && (
          <FormDialog<TAcaoFinalizarInput, z.output<typeof ZAcaoFinalizarInput>>
            open
            title={t('acoes.finalizarTitulo')}
            description={t('acoes.finalizarDescricao', {
              acao: acao.oQue,
              previsto: formatMoney(acao.quantoCusta),
            })}
            schema={ZAcaoFinalizarInput}
            defaultValues={{ custoReal: acao.quantoCusta, evidencia: '' }}
            fields={['custoReal', 'evidencia']}
            submitLabel={t('acoes.finalizar')}
            onClose={() => setFinalizando(false)}
            onSubmit={async (dados) => {
              const o = await operar.mutateAsync({ op: 'finalizar', acaoId: acao.id, input: dados });
              setFinalizando(false);
              aviso(t('acoes.finalizada'), o.status === 'FINALIZADO');
            }}
          >
            {({ control, register, formState: { errors } }) => (
              <>
                <Controller
                  name="custoReal"
                  control={control}
                  render={({ field, fieldState }) => (
                    <MoneyField
                      label={t('acoes.custoReal')}
                      value={field.value}
                      onChange={(v) => field.onChange(v ?? '')}
                      error={!!fieldState.error}
                      helperText={fieldState.error?.message}
                    />
                  )}
                />
                <TextField
                  label={t('acoes.evidencia')}
                  required
                  multiline
                  minRows={3}
                  {...register('evidencia')}
                  error={!!errors.evidencia}
                  helperText={errors.evidencia?.message ?? t('acoes.evidenciaAjuda')}
                />
              </>
            )}
          </FormDialog>
        )}
        <MotivoDialog
          open={reabrindo}
          title={t('acoes.reabrirTitulo')}
          description={t('acoes.reabrirDescricao', { acao: acao.oQue })}
          label={t('acoes.motivo')}
          ajuda={t('acoes.motivoAjuda')}
          confirmLabel={t('acoes.reabrir')}
          schema={ZAcaoReabrirInput}
          onClose={() => setReabrindo(false)}
          onConfirm={async (motivo) => {
            await operar.mutateAsync({ op: 'reabrir', acaoId: acao.id, motivo });
            setReabrindo(false);
            enqueueSnackbar(t('acoes.reaberta'), { variant: 'success' });
          }}
        />
      </Box>
    </Stack>
  );
}
