import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAlertasSeguro } from '../seguros.queries';
import { AlertaTexto } from './AlertaTexto';

/**
 * The obra dashboard's insurance warnings: nothing when the cover is fine; otherwise one warning per policy and
 * threshold, each leading to the policy (where an endorsement extends it).
 */
export function SegurosAlertasCard({ obraId }: { obraId: string }) {
  const { t } = useTranslation('segurosAlertas');
  const alertas = useAlertasSeguro(obraId);
  const items = alertas.data?.items ?? [];
  if (items.length === 0) return null;
  const porApolice = [...new Set(items.map((a) => a.apoliceId))];
  return (
    <Alert
      severity="warning"
      variant="outlined"
      data-testid="seguros-alertas"
      sx={{ '& .MuiAlert-message': { width: '100%' } }}
    >
      <AlertTitle>{t('alerta.titulo')}</AlertTitle>
      <Stack spacing={1}>
        {porApolice.map((id) => {
          const da = items.filter((a) => a.apoliceId === id);
          return (
            <Stack
              key={id}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ alignItems: { sm: 'center' } }}
            >
              <Stack sx={{ flex: 1 }}>
                {da.map((a) => (
                  <span key={a.limiar}>
                    <AlertaTexto alerta={a} />
                  </span>
                ))}
              </Stack>
              <Button
                component={RouterLink}
                to={`/${obraId}/seguros/apolice/${id}`}
                size="small"
                color="warning"
                sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}
              >
                {t('alerta.verApolice')}
              </Button>
            </Stack>
          );
        })}
      </Stack>
    </Alert>
  );
}
