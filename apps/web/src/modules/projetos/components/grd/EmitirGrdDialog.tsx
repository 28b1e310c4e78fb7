import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  LinearProgress,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { Controller } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import {
  addDays,
  PROJETO_FINALIDADE_LABEL,
  todayInSaoPaulo,
  ZTransmittalInput,
  type TProjetoEscopo,
  type TTransmittal,
} from '@portal/domain';
import { DateField } from '../../../../components/DateField';
import { applyFieldErrors } from '../../../../lib/form-errors';
import { useZodForm } from '../../../../lib/use-zod-form';
import { FormError } from '../../../identity/components/FormError';
import {
  transmittalPdfUrl,
  useEmPreparacao,
  useEmitirTransmittal,
  useProjetosConfig,
} from '../../projetos.queries';

/**
 * Emitir GRD: the obra's revisions in preparation, chosen together, with the date the client is asked to answer
 * by (today + the obra's days, proposed); then the GRD's number and its cover sheet to download.
 */
export function EmitirGrdDialog({
  open,
  onClose,
  escopo,
  obraId,
  preselecionada,
}: {
  open: boolean;
  onClose: () => void;
  escopo: TProjetoEscopo;
  obraId: string;
  /** A revision to start chosen (from a document's page). */
  preselecionada?: string;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [emitida, setEmitida] = useState<TTransmittal | null>(null);
  // The proposed due date needs the obra's days: the form is drawn once they are read (or could not be).
  const config = useProjetosConfig(open ? obraId : undefined);
  const fechar = () => onClose();
  return (
    <Dialog
      open={open}
      onClose={fechar}
      fullWidth
      fullScreen={phone}
      maxWidth="sm"
      slotProps={{ transition: { onExited: () => setEmitida(null) } }}
    >
      {emitida ? (
        <Emitida grd={emitida} onClose={fechar} />
      ) : config.isPending ? (
        <LinearProgress sx={{ m: 3 }} />
      ) : (
        <EmitirForm
          escopo={escopo}
          obraId={obraId}
          prazoClienteDias={config.data?.prazoClienteDias ?? 10}
          preselecionada={preselecionada}
          onClose={fechar}
          onEmitida={setEmitida}
        />
      )}
    </Dialog>
  );
}

function EmitirForm({
  escopo,
  obraId,
  prazoClienteDias,
  preselecionada,
  onClose,
  onEmitida,
}: {
  escopo: TProjetoEscopo;
  obraId: string;
  prazoClienteDias: number;
  preselecionada?: string;
  onClose: () => void;
  onEmitida: (grd: TTransmittal) => void;
}) {
  const { t } = useTranslation('projetos');
  const { t: tc } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const preparadas = useEmPreparacao(escopo, obraId);
  const candidatas = preparadas.data ?? [];
  const carregando = preparadas.isPending;
  const erroLista = preparadas.error;
  const emitir = useEmitirTransmittal();
  const [error, setError] = useState<unknown>();
  const form = useZodForm(ZTransmittalInput, {
    defaultValues: {
      obraId,
      revisoes: preselecionada ? [preselecionada] : [],
      prazo: addDays(todayInSaoPaulo(), prazoClienteDias),
      observacao: '',
    },
  });
  const submit = form.handleSubmit(async (values) => {
    setError(undefined);
    try {
      const grd = await emitir.mutateAsync(values);
      enqueueSnackbar(t('grd.emitida', { numero: grd.numero }), { variant: 'success' });
      onEmitida(grd);
    } catch (e) {
      if (!applyFieldErrors(e, form.setError, ['revisoes', 'prazo', 'observacao'])) setError(e);
    }
  });
  const busy = form.formState.isSubmitting;

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
      <DialogTitle>{t('grd.titulo')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('grd.texto')}</DialogContentText>
        <FormError error={error ?? erroLista} />
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Controller
            control={form.control}
            name="revisoes"
            render={({ field, fieldState }) => (
              <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
                <FormLabel component="legend">{t('grd.revisoes')}</FormLabel>
                {carregando ? (
                  <Box sx={{ py: 1 }}>
                    <LinearProgress aria-label={t('grd.carregando')} />
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                      {t('grd.carregando')}
                    </Typography>
                  </Box>
                ) : candidatas.length === 0 ? (
                  <Alert severity="info" sx={{ mt: 1 }}>
                    {t('grd.nenhuma')}
                  </Alert>
                ) : (
                  <FormGroup>
                    {candidatas.map(({ projeto, revisao }) => {
                      const marcado = (field.value ?? []).includes(revisao.id);
                      const semArquivo = revisao.arquivos === 0;
                      return (
                        <Box key={revisao.id} sx={{ py: 0.5 }}>
                          <FormControlLabel
                            disabled={semArquivo}
                            control={
                              <Checkbox
                                checked={marcado}
                                onChange={(e) =>
                                  field.onChange(
                                    e.target.checked
                                      ? [...(field.value ?? []), revisao.id]
                                      : (field.value ?? []).filter((id) => id !== revisao.id),
                                  )
                                }
                              />
                            }
                            label={t('grd.item', {
                              numero: projeto.numero,
                              revisao: revisao.revisao,
                              titulo: projeto.titulo,
                            })}
                          />
                          <Typography variant="caption" color="text.secondary" component="p" sx={{ pl: 4 }}>
                            {semArquivo
                              ? t('grd.semArquivo')
                              : t('grd.itemDetalhe', {
                                  finalidade: PROJETO_FINALIDADE_LABEL[revisao.finalidade],
                                  count: revisao.arquivos,
                                })}
                          </Typography>
                        </Box>
                      );
                    })}
                  </FormGroup>
                )}
                {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
              </Box>
            )}
          />
          <Controller
            control={form.control}
            name="prazo"
            render={({ field, fieldState }) => (
              <DateField
                label={t('grd.prazo')}
                value={field.value}
                onChange={(v) => field.onChange(v ?? null)}
                error={!!fieldState.error}
                helperText={fieldState.error?.message ?? t('grd.prazoAjuda')}
              />
            )}
          />
          <TextField
            label={t('grd.observacao')}
            {...form.register('observacao')}
            error={!!form.formState.errors.observacao}
            helperText={form.formState.errors.observacao?.message}
            multiline
            minRows={2}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {tc('dialogos.cancelar')}
        </Button>
        <Button type="submit" variant="contained" loading={busy} disabled={candidatas.length === 0}>
          {t('grd.emitir')}
        </Button>
      </DialogActions>
    </Box>
  );
}

function Emitida({ grd, onClose }: { grd: TTransmittal; onClose: () => void }) {
  const { t } = useTranslation('projetos');
  return (
    <>
      <DialogTitle>{t('grd.emitida', { numero: grd.numero })}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t('grd.emitidaTexto', { numero: grd.numero, count: grd.itens.length })}
        </DialogContentText>
        <Stack component="ul" sx={{ pl: 2, mb: 0 }}>
          {grd.itens.map((i) => (
            <Typography component="li" variant="body2" key={i.projetoId}>
              {`${i.numero} rev. ${i.revisao} — ${i.titulo}`}
            </Typography>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('grd.fechar')}</Button>
        <Button
          variant="contained"
          component="a"
          href={transmittalPdfUrl(grd.id)}
          download
          startIcon={<DownloadIcon />}
        >
          {t('grd.baixarFolha')}
        </Button>
      </DialogActions>
    </>
  );
}
