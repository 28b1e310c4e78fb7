import { Box, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useProjetosPainel } from '../../projetos-painel.queries';

/**
 * The obra dashboard's engineering documents: how many await the client's approval and how many are overdue,
 * leading to the site's CRE board. Nothing when the obra has no documents (or the board cannot be read).
 */
export function CreObraCard({ obraId }: { obraId: string }) {
  const { t } = useTranslation('projetosPainel');
  const painel = useProjetosPainel({ escopo: 'cre', obraId });
  if (painel.isPending) return <Skeleton variant="rounded" height={120} />;
  const p = painel.data;
  if (!p || p.total === 0) return null;
  const pendentes = p.porSituacao.find((s) => s.situacao === 'PAP')?.total ?? 0;
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="cre-obra-titulo"
      data-testid="cre-obra-card"
    >
      <CardContent>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', mb: 1 }}
        >
          <Typography variant="h6" component="h2" id="cre-obra-titulo">
            {t('cartaoObra.titulo')}
          </Typography>
          <Button size="small" component={RouterLink} to={`/obras/${obraId}/cre/Dashboard`}>
            {t('cartaoObra.verPainel')}
          </Button>
        </Stack>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr', maxWidth: 480 }}>
          <Numero
            rotulo={t('cartaoObra.pendentes')}
            valor={pendentes}
            cor={pendentes > 0 ? 'warning.main' : undefined}
          />
          <Numero
            rotulo={t('cartaoObra.atrasados')}
            valor={p.totalAtrasados}
            cor={p.totalAtrasados > 0 ? 'error.main' : undefined}
          />
        </Box>
      </CardContent>
    </Card>
  );
}

function Numero({ rotulo, valor, cor }: { rotulo: string; valor: number; cor?: string }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {rotulo}
      </Typography>
      <Typography variant="h5" component="p" color={cor} sx={{ fontWeight: 600 }}>
        {valor}
      </Typography>
    </Box>
  );
}
