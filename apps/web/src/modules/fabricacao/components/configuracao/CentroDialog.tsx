import { FormControlLabel, Switch, TextField } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { ZCentroInput, type TCentro } from '@portal/domain';
import { FormDialog } from '../../../../components/FormDialog';
import { useSalvarCentro } from '../../fabricacao.queries';
import { numeroCampo } from '../formatos';

const FIELDS = ['nome', 'capacidadeHorasSemana', 'ativo'] as const;

/** A new work centre, or a change to one: its name and capacity in hours a week (the board's 100%). */
export function CentroDialog({ centro, onClose }: { centro?: TCentro; onClose: () => void }) {
  const { t } = useTranslation('fabricacao');
  const { enqueueSnackbar } = useSnackbar();
  const salvar = useSalvarCentro();
  return (
    <FormDialog
      open
      title={centro ? t('configuracao.centroEditar', { nome: centro.nome }) : t('configuracao.centroNovo')}
      schema={ZCentroInput}
      defaultValues={{
        nome: centro?.nome ?? '',
        capacidadeHorasSemana: centro ? numeroCampo(centro.capacidadeHorasSemana) : '',
        ativo: centro?.ativo ?? true,
      }}
      fields={FIELDS}
      submitLabel={t('salvar')}
      onClose={onClose}
      onSubmit={async (values) => {
        await salvar.mutateAsync({ id: centro?.id, body: values });
        enqueueSnackbar(t('configuracao.centroSalvo', { nome: values.nome }), { variant: 'success' });
        onClose();
      }}
    >
      {({ register, control, formState: { errors } }) => (
        <>
          <TextField
            label={t('campos.nome')}
            required
            {...register('nome')}
            error={!!errors.nome}
            helperText={errors.nome?.message}
          />
          <TextField
            label={t('campos.capacidade')}
            required
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            {...register('capacidadeHorasSemana')}
            error={!!errors.capacidadeHorasSemana}
            helperText={errors.capacidadeHorasSemana?.message ?? t('configuracao.capacidadeAjuda')}
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
