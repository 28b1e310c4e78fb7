import { FormProvider } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { ZProdutoInput } from '@portal/domain';
import { FormDialog } from '../../../../components/FormDialog';
import { useCriarProduto } from '../../produtos.queries';
import { PRODUTO_CAMPOS, ProdutoCampos } from './ProdutoCampos';

/** A new product (admin_produtos): code, name, family and description; its page opens next, for the rest. */
export function NovoProdutoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('produtos');
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const criar = useCriarProduto();
  return (
    <FormDialog
      open={open}
      title={t('novo.titulo')}
      description={t('novo.texto')}
      schema={ZProdutoInput}
      defaultValues={{ codigo: '', nome: '', familia: '', descricao: '', dadosTecnicos: [] }}
      submitLabel={t('novo.criar')}
      fields={PRODUTO_CAMPOS}
      onClose={onClose}
      onSubmit={async (values) => {
        const produto = await criar.mutateAsync(values);
        onClose();
        enqueueSnackbar(t('novo.criado', { codigo: produto.codigo }), { variant: 'success' });
        void navigate(`/produto/${produto.id}`);
      }}
    >
      {(form) => (
        <FormProvider {...form}>
          <ProdutoCampos codigoAjuda={t('campos.codigoAjuda')} />
        </FormProvider>
      )}
    </FormDialog>
  );
}
