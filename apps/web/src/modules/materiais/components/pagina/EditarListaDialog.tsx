import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { ZListaInput, type TLista } from '@portal/domain';
import { FormDialog } from '../../../../components/FormDialog';
import { useUpdateLista } from '../../materiais.queries';
import { ListaDadosCampos } from '../form/ListaDadosCampos';
import { listaFormDefaults } from '../form/lista-form';
import { ListaPessoasCampos } from '../form/ListaPessoasCampos';
import { ListaSapCampos } from '../form/ListaSapCampos';

/**
 * Edits the list's header: title, discipline, the project's name (a project's list), the four named people and the
 * SAP destination. Its origin and template stay as created.
 */
export function EditarListaDialog({ lista, onClose }: { lista: TLista; onClose: () => void }) {
  const { t } = useTranslation('materiais');
  const { enqueueSnackbar } = useSnackbar();
  const update = useUpdateLista(lista.id);
  return (
    <FormDialog
      open
      maxWidth="md"
      title={t('form.editarTitulo', { codigo: lista.codigo })}
      schema={ZListaInput}
      defaultValues={listaFormDefaults(lista)}
      submitLabel={t('form.salvar')}
      onClose={onClose}
      onSubmit={async ({ origem: _origem, templateId: _templateId, ...dados }) => {
        const salva = await update.mutateAsync(dados);
        enqueueSnackbar(t('form.salva', { codigo: salva.codigo }), { variant: 'success' });
        onClose();
      }}
    >
      {(form) => (
        <>
          <ListaDadosCampos form={form} autoFocus />
          <ListaPessoasCampos form={form} lista={lista} />
          <ListaSapCampos form={form} />
        </>
      )}
    </FormDialog>
  );
}
