import { Alert, Box, Skeleton, Typography } from '@mui/material';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import { FabricacaoForm } from '../components/form/FabricacaoForm';
import { useAtualizarFabricacao, useFabricacao } from '../fabricacao.queries';

/**
 * /fabricacao/:obra/atualizar: a fabrication's data and the site its equipment goes to, then back to its dashboard.
 * Dates and the destination left empty are cleared.
 */
export function AtualizarFabricacaoPage() {
  const { t } = useTranslation('fabricacao');
  const { obra: id = '' } = useParams();
  const fabricacao = useFabricacao(id);
  const atualizar = useAtualizarFabricacao(id);
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  if (fabricacao.isPending) return <Skeleton variant="rounded" height={400} aria-label={t('carregando')} />;
  if (fabricacao.isError) return <Alert severity="error">{fabricacao.error.message}</Alert>;
  const f = fabricacao.data;
  return (
    <Box sx={{ maxWidth: 1100 }}>
      <Typography
        variant="h4"
        component="h1"
        gutterBottom
        sx={{ fontSize: { xs: '1.5rem', sm: '2.125rem' } }}
      >
        {t('form.atualizarTitulo', { codigo: f.codigo })}
      </Typography>
      <FabricacaoForm
        fabricacao={f}
        submitLabel={t('form.salvar')}
        onSubmit={async ({ tipo: _tipo, ...values }) => {
          await atualizar.mutateAsync({
            ...values,
            inicioPrevisto: values.inicioPrevisto ?? null,
            fimPrevisto: values.fimPrevisto ?? null,
            obraDestinoId: values.obraDestinoId ?? null,
          });
          enqueueSnackbar(t('form.salva'), { variant: 'success' });
          void navigate(`/fabricacao/${f.id}`);
        }}
      />
    </Box>
  );
}
