import { FormProvider } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { ZProdutoEdicao, type TProduto } from '@portal/domain';
import { FormDialog } from '../../../../components/FormDialog';
import { useEditarProduto } from '../../produtos.queries';
import { PRODUTO_CAMPOS, ProdutoCampos } from './ProdutoCampos';

/** Code, name, family and description, sent with the version read (a product changed meanwhile is refused). */
export function EditarProdutoDialog({
  produto,
  open,
  onClose,
}: {
  produto: TProduto;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('produtos');
  const { enqueueSnackbar } = useSnackbar();
  const editar = useEditarProduto(produto.id);
  return (
    <FormDialog
      open={open}
      title={t('editar.titulo', { codigo: produto.codigo })}
      schema={ZProdutoEdicao}
      defaultValues={{
        codigo: produto.codigo,
        nome: produto.nome,
        familia: produto.familia,
        descricao: produto.descricao,
        versao: produto.versao,
      }}
      submitLabel={t('editar.salvar')}
      fields={PRODUTO_CAMPOS}
      onClose={onClose}
      onSubmit={async (values) => {
        await editar.mutateAsync({ ...values, versao: produto.versao });
        onClose();
        enqueueSnackbar(t('editar.salvo'), { variant: 'success' });
      }}
    >
      {(form) => (
        <FormProvider {...form}>
          <ProdutoCampos />
        </FormProvider>
      )}
    </FormDialog>
  );
}
