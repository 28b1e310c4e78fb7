import { Box, Stack, TextField } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { ZProdutoInput } from '@portal/domain';
import { FormDialog } from '../../../../components/FormDialog';
import { useCriarProduto } from '../../produtos.queries';
import { FamiliaCampo } from './FamiliaCampo';

const CAMPOS = ['codigo', 'nome', 'familia', 'descricao'] as const;

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
      fields={CAMPOS}
      onClose={onClose}
      onSubmit={async (values) => {
        const produto = await criar.mutateAsync(values);
        onClose();
        enqueueSnackbar(t('novo.criado', { codigo: produto.codigo }), { variant: 'success' });
        void navigate(`/produto/${produto.id}`);
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
                helperText={errors.codigo?.message ?? t('campos.codigoAjuda')}
                sx={{ flex: 1 }}
              />
              <Controller
                control={form.control}
                name="familia"
                render={({ field, fieldState }) => (
                  <Box sx={{ flex: 1 }}>
                    <FamiliaCampo
                      value={field.value}
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
