import { Box, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import { FabricacaoForm } from '../components/form/FabricacaoForm';
import { useCreateFabricacao } from '../fabricacao.queries';

/** /fabricacao/nova: a new fabrication, then its manufacturing dashboard (/fabricacao/:obra). */
export function NovaFabricacaoPage() {
  const { t } = useTranslation('fabricacao');
  const navigate = useNavigate();
  const criar = useCreateFabricacao();
  const { enqueueSnackbar } = useSnackbar();
  return (
    <Box sx={{ maxWidth: 1100 }}>
      <Typography
        variant="h4"
        component="h1"
        gutterBottom
        sx={{ fontSize: { xs: '1.5rem', sm: '2.125rem' } }}
      >
        {t('form.novaTitulo')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('form.novaAjuda')}
      </Typography>
      <FabricacaoForm
        submitLabel={t('form.criar')}
        onSubmit={async (values) => {
          const criada = await criar.mutateAsync(values);
          enqueueSnackbar(t('form.criada', { codigo: criada.codigo }), { variant: 'success' });
          void navigate(`/fabricacao/${criada.id}`);
        }}
      />
    </Box>
  );
}
