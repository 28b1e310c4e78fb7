import { Box, Stack, TextField } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { ZProdutoEdicao, type TProduto } from '@portal/domain';
import { FormDialog } from '../../../../components/FormDialog';
import { useEditarProduto } from '../../produtos.queries';
import { FamiliaCampo } from './FamiliaCampo';

const CAMPOS = ['codigo', 'nome', 'familia', 'descricao'] as const;

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
      fields={CAMPOS}
      onClose={onClose}
      onSubmit={async (values) => {
        await editar.mutateAsync({ ...values, versao: produto.versao });
        onClose();
        enqueueSnackbar(t('editar.salvo'), { variant: 'success' });
      }}
    >
      {(form) => {
        const errors = form.formState.errors;
        return (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label={t('campos.codigo')}
                required
                {...form.register('codigo')}
                error={!!errors.codigo}
                helperText={errors.codigo?.message}
                sx={{ flex: 1 }}
              />
              <Controller
                control={form.control}
                name="familia"
                render={({ field, fieldState }) => (
                  <Box sx={{ flex: 1 }}>
                    <FamiliaCampo
                      value={field.value ?? ''}
                      onChange={field.onChange}
                      required
                      error={!!fieldState.error}
                      helperText={fieldState.error?.message}
                    />
                  </Box>
                )}
              />
            </Stack>
            <TextField
              label={t('campos.nome')}
              required
              {...form.register('nome')}
              error={!!errors.nome}
              helperText={errors.nome?.message}
            />
            <TextField
              label={t('campos.descricao')}
              {...form.register('descricao')}
              error={!!errors.descricao}
              helperText={errors.descricao?.message}
              multiline
              minRows={3}
            />
          </Stack>
        );
      }}
    </FormDialog>
  );
}
