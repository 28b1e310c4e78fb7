import { Box, TextField } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { ZOperacaoUpdateInput, type TItem, type TOperacao } from '@portal/domain';
import { DateField } from '../../../../components/DateField';
import { FormDialog } from '../../../../components/FormDialog';
import { useAtualizarOperacao, useConfiguracao } from '../../fabricacao.queries';
import { numeroCampo } from '../formatos';
import { CentroSelect } from './CentroSelect';

const FIELDS = ['centroId', 'inicioPrevisto', 'fimPrevisto', 'horasPrevistas', 'observacao'] as const;

/** Changes an operation's plan (work centre, planned dates and hours), with the version read (409 if stale). */
export function PlanoOperacaoDialog({
  obraId,
  item,
  operacao,
  onClose,
  onConflito,
}: {
  obraId: string;
  item: TItem;
  operacao: TOperacao;
  onClose: () => void;
  onConflito: (e: unknown) => boolean;
}) {
  const { t } = useTranslation('fabricacao');
  const { enqueueSnackbar } = useSnackbar();
  const configuracao = useConfiguracao();
  const atualizar = useAtualizarOperacao(obraId);
  return (
    <FormDialog
      open
      title={t('operacoes.planoTitulo', { operacao: operacao.tipo.nome, tag: item.tag })}
      schema={ZOperacaoUpdateInput}
      defaultValues={{
        centroId: operacao.centro?.id ?? null,
        inicioPrevisto: operacao.inicioPrevisto ?? undefined,
        fimPrevisto: operacao.fimPrevisto ?? undefined,
        horasPrevistas: numeroCampo(operacao.horasPrevistas),
        observacao: operacao.observacao,
        versao: operacao.versao,
      }}
      fields={FIELDS}
      submitLabel={t('salvar')}
      onClose={onClose}
      onSubmit={async (values) => {
        try {
          await atualizar.mutateAsync({
            operacaoId: operacao.id,
            body: {
              ...values,
              centroId: values.centroId ?? null,
              inicioPrevisto: values.inicioPrevisto ?? null,
              fimPrevisto: values.fimPrevisto ?? null,
            },
          });
        } catch (e) {
          if (onConflito(e)) return onClose();
          throw e;
        }
        enqueueSnackbar(t('operacoes.planoSalvo', { operacao: operacao.tipo.nome }), { variant: 'success' });
        onClose();
      }}
    >
      {({ register, control, formState: { errors } }) => (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
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
            <TextField
              label={t('campos.horasPrevistas')}
              required
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              {...register('horasPrevistas')}
              error={!!errors.horasPrevistas}
              helperText={errors.horasPrevistas?.message}
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
