import { Box, Button, Card, CardContent, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { OS_STATUS, OS_STATUS_LABEL, type TOsResumoObra, type TOsStatus } from '@portal/domain';
import { useOsResumoObra } from '../../os.queries';

const COR: Record<TOsStatus, string> = {
  aberta: 'grey.400',
  em_execucao: 'primary.main',
  concluida: 'success.main',
  cancelada: 'error.light',
};

/** One team's orders as a bar split by status, with the counts under it. */
function BarraDoTime({ obraId, resumo }: { obraId: string; resumo: TOsResumoObra['tipos'][number] }) {
  const { t } = useTranslation('os');
  const total = OS_STATUS.reduce((sum, s) => sum + resumo.porStatus[s], 0);
  const lista = `/${obraId}/${resumo.tipo}/ordensServico`;
  return (
    <Stack spacing={0.75}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle2">
          {t(`tipos.${resumo.tipo}`)} · {t('lista.total', { count: total })}
        </Typography>
        {resumo.atrasadas > 0 && (
          <Chip
            size="small"
            color="error"
            clickable
            component={RouterLink}
            to={`${lista}?atrasada=true`}
            label={t('dashboard.atrasadas', { count: resumo.atrasadas })}
          />
        )}
      </Stack>
      <Box
        sx={{ display: 'flex', height: 12, borderRadius: 6, overflow: 'hidden', bgcolor: 'action.hover' }}
        role="img"
        aria-label={OS_STATUS.map((s) => `${OS_STATUS_LABEL[s]}: ${resumo.porStatus[s]}`).join(', ')}
      >
        {/* The bar is one picture (its label says it all); the counts are written under it. */}
        {OS_STATUS.filter((s) => resumo.porStatus[s] > 0).map((s) => (
          <Box key={s} sx={{ flex: resumo.porStatus[s], bgcolor: COR[s] }} />
        ))}
      </Box>
      <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap' }}>
        {OS_STATUS.map((s) => (
          <Stack key={s} direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
            <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: COR[s] }} aria-hidden />
            <Typography variant="caption" color="text.secondary">
              {OS_STATUS_LABEL[s]} {resumo.porStatus[s]}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}

/** The obra dashboard's card of service orders: each team the user may read, by status, with the late ones. */
export function OsResumoCard({ obraId }: { obraId: string }) {
  const { t } = useTranslation('os');
  const resumo = useOsResumoObra(obraId);
  if (resumo.isError || (resumo.data && resumo.data.tipos.length === 0)) return null;
  return (
    <Card variant="outlined" component="section" aria-labelledby="os-resumo-titulo">
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1.5 }}>
          <Typography variant="h6" component="h2" id="os-resumo-titulo">
            {t('dashboard.titulo')}
          </Typography>
          <Button component={RouterLink} to={`/${obraId}/ordensServico`} size="small">
            {t('dashboard.verTodas')}
          </Button>
        </Stack>
        {resumo.isPending ? (
          <Skeleton variant="rounded" height={64} />
        ) : (
          <Stack spacing={2}>
            {resumo.data.tipos.map((tipo) => (
              <BarraDoTime key={tipo.tipo} obraId={obraId} resumo={tipo} />
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
