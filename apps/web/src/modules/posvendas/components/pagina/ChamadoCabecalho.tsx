import { Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { nomeDoChamado, subject, type TChamado } from '@portal/domain';
import { useSessionStore } from '../../../../session/session.store';
import { ChamadoStatusChip } from '../ChamadoStatusChip';
import { PrioridadeChip } from '../PrioridadeChip';

/**
 * "Chamado nº 12" with its status and priority, the title, and the obra (a link for who may open the obra), with the
 * moves this user may make now below (`acoes`).
 */
export function ChamadoCabecalho({ chamado, acoes }: { chamado: TChamado; acoes?: React.ReactNode }) {
  const { t } = useTranslation('posvendas');
  const podeVerObra = useSessionStore((s) =>
    s.ability.can('read', subject('Obra', { Id_Lista: chamado.obra.id })),
  );
  const obra = `${chamado.obra.codigo} · ${chamado.obra.nome}`;
  return (
    <Card variant="outlined" component="header" data-testid="chamado-cabecalho">
      <CardContent sx={{ px: { xs: 1.5, sm: 2 } }}>
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h1">
              {nomeDoChamado(chamado.numero)}
            </Typography>
            <ChamadoStatusChip status={chamado.status} size="medium" />
            <PrioridadeChip prioridade={chamado.prioridade} size="medium" />
          </Stack>
          <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{chamado.titulo}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('pagina.obra')}{' '}
            {podeVerObra ? (
              <Link component={RouterLink} to={`/obras/${chamado.obra.id}`}>
                {obra}
              </Link>
            ) : (
              obra
            )}
          </Typography>
          {acoes}
        </Stack>
      </CardContent>
    </Card>
  );
}
