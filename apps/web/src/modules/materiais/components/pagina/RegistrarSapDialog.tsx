import { TextField } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { ZSapDocumentoInput, type TLista } from '@portal/domain';
import { FormDialog } from '../../../../components/FormDialog';
import { useRegistrarSap } from '../../materiais.queries';

/** Planning records the SAP document (purchase requisition) the released list became. */
export function RegistrarSapDialog({ lista, onClose }: { lista: TLista; onClose: () => void }) {
  const { t } = useTranslation('materiais');
  const { enqueueSnackbar } = useSnackbar();
  const registrar = useRegistrarSap(lista.id);
  return (
    <FormDialog
      open
      title={t('sap.titulo')}
      description={t('sap.texto', { codigo: lista.codigo })}
      schema={ZSapDocumentoInput}
      defaultValues={{ documento: lista.sap.documento ?? '' }}
      submitLabel={t('sap.registrar')}
      fields={['documento']}
      onClose={onClose}
      onSubmit={async ({ documento }) => {
        await registrar.mutateAsync(documento);
        enqueueSnackbar(t('sap.registrado', { documento, codigo: lista.codigo }), { variant: 'success' });
        onClose();
      }}
    >
      {(form) => (
        <TextField
          label={t('sap.documento')}
          autoFocus
          required
          {...form.register('documento')}
          error={!!form.formState.errors.documento}
          helperText={form.formState.errors.documento?.message}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 12 } }}
        />
      )}
    </FormDialog>
  );
}
