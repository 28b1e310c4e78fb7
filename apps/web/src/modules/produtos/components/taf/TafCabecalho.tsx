import type { ReactNode } from 'react';
import { Box, Card, CardContent, LinearProgress, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate, type TTaf } from '@portal/domain';
import { useSessionStore } from '../../../../session/session.store';
import { TafStatusChip, TafVereditoChip } from './TafChips';

/**
 * "TAF nº 3 — série 0001" with its status and verdict, the product, the fabrication, the template and who runs it,
 * how many points are answered, and the moves and PDF below (`acoes`).
 */
export function TafCabecalho({ taf, acoes }: { taf: TTaf; acoes?: ReactNode }) {
  const { t } = useTranslation('produtos');
  const leProduto = useSessionStore((s) => s.ability.can('read', 'Produto'));
  const leFabricacao = useSessionStore((s) => s.ability.can('read', 'Fabricacao'));
  const produto = `${taf.produto.codigo} — ${taf.produto.nome}`;
  const obra = `${taf.obra.codigo} — ${taf.obra.nome}`;
  const pct = taf.pontosTotal ? (taf.pontosRespondidos / taf.pontosTotal) * 100 : 0;
  return (
    <Card variant="outlined" component="header" data-testid="taf-cabecalho">
      <CardContent sx={{ px: { xs: 1.5, sm: 2 } }}>
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h1">
              {t('taf.nome', { numero: taf.numero, serie: taf.numeroSerie })}
            </Typography>
            <Box data-testid="taf-status">
              <TafStatusChip status={taf.status} size="medium" />
            </Box>
            <Box data-testid="taf-resultado">
              <TafVereditoChip resultado={taf.resultado} size="medium" />
            </Box>
          </Stack>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
              columnGap: 2,
              rowGap: 0.5,
              '& dt': { color: 'text.secondary' },
              '& dd': { m: 0, overflowWrap: 'anywhere' },
            }}
          >
            <dt>{t('campos.produto')}</dt>
            <dd>
              {leProduto ? (
                <Link component={RouterLink} to={`/produto/${taf.produto.id}`}>
                  {produto}
                </Link>
              ) : (
                produto
              )}
            </dd>
            <dt>{t('campos.numeroSerie')}</dt>
            <dd>{taf.numeroSerie}</dd>
            <dt>{t('campos.fabricacao')}</dt>
            <dd>
              {leFabricacao ? (
                <Link component={RouterLink} to={`/fabricacao/${taf.obra.id}`}>
                  {obra}
                </Link>
              ) : (
                obra
              )}
              {taf.obra.cliente && ` · ${taf.obra.cliente}`}
            </dd>
            {taf.modelo && (
              <>
                <dt>{t('campos.modelo')}</dt>
                <dd>{taf.modelo.nome}</dd>
              </>
            )}
            {taf.responsavel && (
              <>
                <dt>{t('campos.responsavel')}</dt>
                <dd>{taf.responsavel.nome}</dd>
              </>
            )}
            <dt>{t('campos.iniciadoEm')}</dt>
            <dd>{formatDate(taf.criadoEm)}</dd>
            {taf.assinadoEm && (
              <>
                <dt>{t('campos.assinadoEm')}</dt>
                <dd>{formatDate(taf.assinadoEm)}</dd>
              </>
            )}
          </Box>
          <Box>
            <LinearProgress
              variant="determinate"
              value={pct}
              color={taf.naoConformes > 0 ? 'error' : 'primary'}
              aria-label={t('taf.progresso', { feitos: taf.pontosRespondidos, total: taf.pontosTotal })}
              sx={{ height: 8, borderRadius: 4, my: 0.5 }}
            />
            <Typography variant="body2" color="text.secondary">
              {t('taf.progresso', { feitos: taf.pontosRespondidos, total: taf.pontosTotal })}
              {taf.naoConformes > 0 && ` · ${t('taf.naoConformes', { count: taf.naoConformes })}`}
            </Typography>
          </Box>
          {acoes}
        </Stack>
      </CardContent>
    </Card>
  );
}
