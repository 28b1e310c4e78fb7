import { FormProvider } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import {
  categoriasDo,
  PROJETO_CATEGORIA_INTERNA,
  PROJETO_ESCOPO_SUBJECT,
  ZProjetoUpdate,
  type TProjeto,
} from '@portal/domain';
import { FormDialog } from '../../../../components/FormDialog';
import { useSessionStore } from '../../../../session/session.store';
import { useEditarProjeto } from '../../projetos.queries';
import { PROJETO_CAMPOS, ProjetoCampos } from '../registro/ProjetoCampos';

/** The register's data of a document (its number and obra never change), sent with the version the page read. */
export function EditarProjetoDialog({
  projeto: p,
  open,
  onClose,
}: {
  projeto: TProjeto;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('projetos');
  const { enqueueSnackbar } = useSnackbar();
  const editar = useEditarProjeto(p.id);
  const interno = useSessionStore((s) => s.ability.can('readInterno', PROJETO_ESCOPO_SUBJECT[p.escopo]));
  const categorias = categoriasDo(p.escopo).filter(
    (c) => c !== PROJETO_CATEGORIA_INTERNA || interno || c === p.categoria,
  );
  return (
    <FormDialog
      open={open}
      title={t('editar.titulo', { numero: p.numero })}
      schema={ZProjetoUpdate}
      defaultValues={{
        titulo: p.titulo,
        disciplina: p.disciplina,
        categoria: p.categoria,
        descricao: p.descricao,
        prazo: p.prazo,
        versao: p.versao,
      }}
      submitLabel={t('editar.salvar')}
      fields={PROJETO_CAMPOS}
      onClose={onClose}
      onSubmit={async (values) => {
        await editar.mutateAsync(values);
        onClose();
        enqueueSnackbar(t('editar.salvo'), { variant: 'success' });
      }}
    >
      {(form) => (
        <FormProvider {...form}>
          <ProjetoCampos categorias={categorias} />
        </FormProvider>
      )}
    </FormDialog>
  );
}
