import { Box, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import type { TObraDetalhe } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { ObraForm } from '../components/ObraForm';
import { obraKeys } from '../obras.queries';

/** /obra: Nova Obra (the client is required). */
export function NovaObraPage() {
  const { t } = useTranslation('obras');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  return (
    <Box sx={{ maxWidth: 1100 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('form.novaTitulo')}
      </Typography>
      <ObraForm
        submitLabel={t('form.criar')}
        onSubmit={async (values) => {
          const obra = await api<TObraDetalhe>('/obras', { method: 'POST', body: values });
          await queryClient.invalidateQueries({ queryKey: obraKeys.all });
          enqueueSnackbar(t('form.criada', { codigo: obra.codigo }), { variant: 'success' });
          void navigate(`/obras/${obra.id}`);
        }}
      />
    </Box>
  );
}
