import { Box, FormControlLabel, Switch, TextField } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { ZOperacaoTipoInput, type TOperacaoTipo } from '@portal/domain';
import { FormDialog } from '../../../../components/FormDialog';
import { useSalvarTipo } from '../../fabricacao.queries';

const FIELDS = ['codigo', 'nome', 'ordem', 'ativo'] as const;

/** A new operation kind, or a change to one (its code stays: the factory's reports name it). */
export function TipoDialog({
  tipo,
  proximaOrdem,
  onClose,
}: {
  tipo?: TOperacaoTipo;
  proximaOrdem: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('fabricacao');
  const { enqueueSnackbar } = useSnackbar();
  const salvar = useSalvarTipo();
  return (
    <FormDialog
      open
      title={tipo ? t('configuracao.tipoEditar', { nome: tipo.nome }) : t('configuracao.tipoNovo')}
      schema={ZOperacaoTipoInput}
      defaultValues={{
        codigo: tipo?.codigo ?? '',
        nome: tipo?.nome ?? '',
        ordem: tipo?.ordem ?? proximaOrdem,
        ativo: tipo?.ativo ?? true,
      }}
      fields={FIELDS}
      submitLabel={t('salvar')}
      onClose={onClose}
      onSubmit={async (values) => {
        const body = tipo ? { nome: values.nome, ordem: values.ordem, ativo: values.ativo } : values;
        await salvar.mutateAsync({ id: tipo?.id, body });
        enqueueSnackbar(t('configuracao.tipoSalvo', { nome: values.nome }), { variant: 'success' });
        onClose();
      }}
    >
      {({ register, control, formState: { errors } }) => (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
            <TextField
              label={t('campos.codigo')}
              required
              disabled={!!tipo}
              {...register('codigo')}
              error={!!errors.codigo}
              helperText={errors.codigo?.message ?? (tipo ? undefined : t('configuracao.codigoAjuda'))}
            />
            <TextField
              label={t('campos.nome')}
              required
              {...register('nome')}
              error={!!errors.nome}
              helperText={errors.nome?.message}
            />
          </Box>
          <TextField
            label={t('campos.ordem')}
            required
            type="number"
            {...register('ordem', { valueAsNumber: true })}
            error={!!errors.ordem}
            helperText={errors.ordem?.message ?? t('configuracao.ordemAjuda')}
          />
          <Controller
            name="ativo"
            control={control}
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Switch checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />
                }
                label={t('campos.ativo')}
              />
            )}
          />
        </>
      )}
    </FormDialog>
  );
}
