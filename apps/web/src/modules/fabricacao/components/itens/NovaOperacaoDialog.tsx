import { Box, MenuItem, TextField } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { ZOperacaoInput, type TItem } from '@portal/domain';
import { DateField } from '../../../../components/DateField';
import { FormDialog } from '../../../../components/FormDialog';
import { useConfiguracao, useCriarOperacao } from '../../fabricacao.queries';
import { CentroSelect } from './CentroSelect';

const FIELDS = [
  'tipoId',
  'centroId',
  'inicioPrevisto',
  'fimPrevisto',
  'horasPrevistas',
  'observacao',
] as const;

/**
 * Plans an operation of an item: its kind (each once per item; the active kinds in their usual order), the work
 * centre, the planned dates and hours. The planning board spreads the hours over the working days between the dates.
 */
export function NovaOperacaoDialog({
  obraId,
  item,
  onClose,
}: {
  obraId: string;
  item: TItem;
  onClose: () => void;
}) {
  const { t } = useTranslation('fabricacao');
  const { enqueueSnackbar } = useSnackbar();
  const configuracao = useConfiguracao();
  const criar = useCriarOperacao(obraId);
  const usados = new Set(item.operacoes.map((o) => o.tipo.id));
  const tipos = (configuracao.data?.tipos ?? [])
    .filter((tipo) => tipo.ativo && !usados.has(tipo.id))
    .sort((a, b) => a.ordem - b.ordem);
  return (
    <FormDialog
      open
      title={t('operacoes.novaTitulo', { tag: item.tag })}
      description={t('operacoes.novaAjuda')}
      schema={ZOperacaoInput}
      defaultValues={{
        tipoId: '',
        centroId: null,
        inicioPrevisto: undefined,
        fimPrevisto: undefined,
        horasPrevistas: '',
        observacao: '',
      }}
      fields={FIELDS}
      submitLabel={t('operacoes.planejar')}
      onClose={onClose}
      onSubmit={async (values) => {
        await criar.mutateAsync({ itemId: item.id, body: values });
        const operacao = tipos.find((tipo) => tipo.id === values.tipoId)?.nome ?? '';
        enqueueSnackbar(t('operacoes.planejada', { operacao, tag: item.tag }), {
          variant: 'success',
        });
        onClose();
      }}
    >
      {({ register, control, formState: { errors } }) => (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <Controller
              name="tipoId"
              control={control}
              render={({ field }) => (
                <TextField
                  select
                  required
                  label={t('campos.operacao')}
                  {...field}
                  error={!!errors.tipoId}
                  helperText={
                    errors.tipoId?.message ??
                    (tipos.length === 0 && configuracao.isSuccess
                      ? t('operacoes.todasPlanejadas')
                      : undefined)
                  }
                >
                  {tipos.map((tipo) => (
                    <MenuItem key={tipo.id} value={tipo.id}>
                      {tipo.nome}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Controller
              name="centroId"
              control={control}
              render={({ field }) => (
                <CentroSelect
                  centros={configuracao.data?.centros ?? []}
                  value={field.value}
                  onChange={field.onChange}
                  error={!!errors.centroId}
                  helperText={errors.centroId?.message}
                />
              )}
            />
            <Controller
              name="inicioPrevisto"
              control={control}
              render={({ field }) => (
                <DateField
                  label={t('campos.inicioPrevisto')}
                  value={field.value}
                  onChange={field.onChange}
                  error={!!errors.inicioPrevisto}
                  helperText={errors.inicioPrevisto?.message}
                />
              )}
            />
            <Controller
              name="fimPrevisto"
              control={control}
              render={({ field }) => (
                <DateField
                  label={t('campos.fimPrevisto')}
                  value={field.value}
                  onChange={field.onChange}
                  error={!!errors.fimPrevisto}
                  helperText={errors.fimPrevisto?.message}
                />
              )}
            />
            <TextField
              label={t('campos.horasPrevistas')}
              required
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              {...register('horasPrevistas')}
              error={!!errors.horasPrevistas}
              helperText={errors.horasPrevistas?.message}
            />
          </Box>
          <TextField
            label={t('campos.observacao')}
            multiline
            minRows={2}
            {...register('observacao')}
            error={!!errors.observacao}
            helperText={errors.observacao?.message}
          />
        </>
      )}
    </FormDialog>
  );
}
