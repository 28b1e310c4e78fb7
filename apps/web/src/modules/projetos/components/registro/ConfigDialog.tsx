import { MenuItem, TextField } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { ESQUEMA_REVISAO_LABEL, ESQUEMAS_REVISAO, ZProjetosConfig } from '@portal/domain';
import { FormDialog } from '../../../../components/FormDialog';
import { useProjetosConfig, useSalvarProjetosConfig } from '../../projetos.queries';

/** The obra's register settings (admins): how revisions are numbered, the client's and the designers' days. */
export function ConfigDialog({
  open,
  onClose,
  obraId,
}: {
  open: boolean;
  onClose: () => void;
  obraId: string;
}) {
  const { t } = useTranslation('projetos');
  const { enqueueSnackbar } = useSnackbar();
  const config = useProjetosConfig(open ? obraId : undefined);
  const salvar = useSalvarProjetosConfig(obraId);
  if (!config.data) return null;
  return (
    <FormDialog
      open={open}
      title={t('config.titulo')}
      description={t('config.texto')}
      schema={ZProjetosConfig}
      defaultValues={config.data}
      submitLabel={t('config.salvar')}
      fields={['esquemaRevisao', 'prazoClienteDias', 'prazoRetornoDias']}
      onClose={onClose}
      onSubmit={async (values) => {
        await salvar.mutateAsync(values);
        onClose();
        enqueueSnackbar(t('config.salvo'), { variant: 'success' });
      }}
    >
      {(form) => (
        <>
          <Controller
            control={form.control}
            name="esquemaRevisao"
            render={({ field, fieldState }) => (
              <TextField
                select
                label={t('config.esquema')}
                value={field.value}
                onChange={(e) => field.onChange(e.target.value)}
                error={!!fieldState.error}
                helperText={fieldState.error?.message}
              >
                {ESQUEMAS_REVISAO.map((e) => (
                  <MenuItem key={e} value={e}>
                    {ESQUEMA_REVISAO_LABEL[e]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <TextField
            type="number"
            label={t('config.prazoCliente')}
            {...form.register('prazoClienteDias', { valueAsNumber: true })}
            error={!!form.formState.errors.prazoClienteDias}
            helperText={form.formState.errors.prazoClienteDias?.message}
          />
          <TextField
            type="number"
            label={t('config.prazoRetorno')}
            {...form.register('prazoRetornoDias', { valueAsNumber: true })}
            error={!!form.formState.errors.prazoRetornoDias}
            helperText={form.formState.errors.prazoRetornoDias?.message}
          />
        </>
      )}
    </FormDialog>
  );
}
