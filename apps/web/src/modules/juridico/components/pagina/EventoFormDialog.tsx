import { Box, MenuItem, TextField } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import {
  JURIDICO_EVENTO_LABEL,
  JURIDICO_EVENTO_TIPOS,
  ZJuridicoEventoInput,
  todayInSaoPaulo,
  type TJuridicoEvento,
} from '@portal/domain';
import { DateField } from '../../../../components/DateField';
import { FormDialog } from '../../../../components/FormDialog';
import { TimeField } from '../../../../components/TimeField';
import { useSalvarEvento } from '../../juridico.queries';

const FIELDS = ['tipo', 'titulo', 'data', 'hora', 'local', 'observacao'] as const;

/**
 * Marks a hearing or a deadline of the case, or changes one: a hearing needs its hour; a deadline may have one (the
 * day's end otherwise). They go to the calendar feed and the reminders of the people on the case.
 */
export function EventoFormDialog({
  processoId,
  evento,
  onClose,
}: {
  processoId: string;
  evento?: TJuridicoEvento;
  onClose: () => void;
}) {
  const { t } = useTranslation('juridico');
  const { enqueueSnackbar } = useSnackbar();
  const salvar = useSalvarEvento(processoId);
  return (
    <FormDialog
      open
      title={evento ? t('eventos.editarTitulo') : t('eventos.novoTitulo')}
      description={evento ? undefined : t('eventos.novoDescricao')}
      schema={ZJuridicoEventoInput}
      defaultValues={
        evento
          ? { ...evento }
          : { tipo: 'audiencia', titulo: '', data: todayInSaoPaulo(), hora: null, local: '', observacao: '' }
      }
      fields={FIELDS}
      submitLabel={evento ? t('eventos.salvar') : t('eventos.criar')}
      onClose={onClose}
      onSubmit={async (input) => {
        await salvar.mutateAsync({
          eventoId: evento?.id,
          input: { ...input, concluido: evento?.concluido ?? false },
        });
        enqueueSnackbar(t(evento ? 'eventos.salvo' : 'eventos.criado'), { variant: 'success' });
        onClose();
      }}
    >
      {({ register, control, formState: { errors } }) => {
        const err = (name: (typeof FIELDS)[number]) => ({
          error: !!errors[name],
          helperText: errors[name]?.message,
        });
        return (
          <>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
              <Controller
                name="tipo"
                control={control}
                render={({ field }) => (
                  <TextField select label={t('eventos.tipo')} required {...field} {...err('tipo')}>
                    {JURIDICO_EVENTO_TIPOS.map((tipo) => (
                      <MenuItem key={tipo} value={tipo}>
                        {JURIDICO_EVENTO_LABEL[tipo]}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <TextField label={t('eventos.oQue')} required {...register('titulo')} {...err('titulo')} />
            </Box>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <Controller
                name="data"
                control={control}
                render={({ field }) => (
                  <DateField
                    label={t('eventos.data')}
                    required
                    value={field.value}
                    onChange={(v) => field.onChange(v ?? '')}
                    {...err('data')}
                  />
                )}
              />
              <Controller
                name="hora"
                control={control}
                render={({ field }) => (
                  <TimeField
                    label={t('eventos.hora')}
                    name={field.name}
                    value={field.value}
                    // Empty is "no hour" (a deadline), not a wrong hour.
                    onChange={(v) => field.onChange(v || null)}
                    onBlur={field.onBlur}
                    error={!!errors.hora}
                    helperText={errors.hora?.message ?? t('eventos.horaAjuda')}
                  />
                )}
              />
            </Box>
            <TextField label={t('eventos.local')} {...register('local')} {...err('local')} />
            <TextField
              label={t('eventos.observacao')}
              multiline
              minRows={2}
              {...register('observacao')}
              {...err('observacao')}
            />
          </>
        );
      }}
    </FormDialog>
  );
}
