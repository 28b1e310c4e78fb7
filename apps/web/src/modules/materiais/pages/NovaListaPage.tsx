import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZListaInput } from '@portal/domain';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { FormError } from '../../identity/components/FormError';
import { ListaDadosCampos } from '../components/form/ListaDadosCampos';
import { listaFormDefaults } from '../components/form/lista-form';
import { ListaOrigemCampos } from '../components/form/ListaOrigemCampos';
import { ListaPessoasCampos } from '../components/form/ListaPessoasCampos';
import { ListaSapCampos } from '../components/form/ListaSapCampos';
import { useCreateLista } from '../materiais.queries';
import { usePodeCriarLista } from '../use-pode-criar-lista';

/**
 * /:obra/materiais/novo, "Configurar Lista": title, discipline, origin (the obra's own or a project's), the template
 * it starts from, the four people who release it and where SAP receives it. The new list opens on its page.
 */
export function NovaListaPage() {
  const { t } = useTranslation('materiais');
  const { obra = '' } = useParams();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const pode = usePodeCriarLista(obra);
  const create = useCreateLista(obra);
  const [error, setError] = useState<unknown>();
  const form = useZodForm(ZListaInput, {
    defaultValues: { ...listaFormDefaults(), origem: pode.obra ? 'obra' : 'projeto' },
  });
  const submit = form.handleSubmit(async (values) => {
    setError(undefined);
    try {
      const lista = await create.mutateAsync(values);
      enqueueSnackbar(t('form.criada', { codigo: lista.codigo }), { variant: 'success' });
      void navigate(`/${obra}/materiais/${lista.id}`);
    } catch (e) {
      if (!applyFieldErrors(e, form.setError)) setError(e);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 1000 }}>
      <Typography
        variant="h4"
        component="h1"
        gutterBottom
        sx={{ fontSize: { xs: '1.5rem', sm: '2.125rem' } }}
      >
        {t('form.titulo')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('form.descricao')}
      </Typography>
      <FormError error={error} />
      {!pode.obra && !pode.projeto && <Alert severity="warning">{t('form.semPermissao')}</Alert>}
      <Stack spacing={2}>
        <Card variant="outlined" component="section" aria-labelledby="lista-dados">
          <CardContent>
            <Stack spacing={2}>
              <Typography id="lista-dados" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                {t('form.dados')}
              </Typography>
              <ListaOrigemCampos form={form} pode={pode} />
              <ListaDadosCampos form={form} autoFocus />
            </Stack>
          </CardContent>
        </Card>
        <Card variant="outlined" component="section">
          <CardContent>
            <Stack spacing={2}>
              <ListaPessoasCampos form={form} />
            </Stack>
          </CardContent>
        </Card>
        <Card variant="outlined" component="section">
          <CardContent>
            <Stack spacing={2}>
              <ListaSapCampos form={form} />
            </Stack>
          </CardContent>
        </Card>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to={`/${obra}/materiais`} disabled={form.formState.isSubmitting}>
            {t('form.cancelar')}
          </Button>
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
            {t('form.criar')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
