import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SGI_ORIGEM_LABEL, formatDate, formatDateTime, type TOcorrenciaSgi } from '@portal/domain';
import { SectionCard } from '../../../../components/SectionCard';
import { Dado } from './Dado';

/**
 * Where it came from (linking to the RDO, checklist or audit), the obra, where and when, who registered it and who
 * answers for it, the deadline; then what was seen.
 */
export function OcorrenciaDadosCard({ ocorrencia: o }: { ocorrencia: TOcorrenciaSgi }) {
  const { t } = useTranslation('sgi');
  const ninguem = t('pagina.ninguem');
  return (
    <SectionCard id="ocorrencia-dados" title={t('pagina.dados')}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
          <Dado rotulo={t('campos.origem')}>
            {SGI_ORIGEM_LABEL[o.origem]}
            {o.origemLink && (
              <>
                {'\n'}
                <Link component={RouterLink} to={o.origemLink} variant="body2">
                  {t('pagina.verOrigem')}
                </Link>
              </>
            )}
          </Dado>
        </Box>
        <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
          <Dado rotulo={t('campos.obra')}>
            {o.obra ? `${o.obra.codigo} · ${o.obra.nome}` : t('lista.semObra')}
          </Dado>
        </Box>
        <Dado rotulo={t('campos.local')}>{o.local || '—'}</Dado>
        <Dado rotulo={t('campos.data')}>{formatDate(o.dataOcorrencia)}</Dado>
        <Dado rotulo={t('campos.autor')}>{o.autor?.nome ?? ninguem}</Dado>
        <Dado rotulo={t('campos.responsavel')}>{o.responsavel?.nome ?? ninguem}</Dado>
        <Dado rotulo={t('campos.prazo')}>{o.prazo ? formatDate(o.prazo) : '—'}</Dado>
        <Dado rotulo={o.finalizadaEm ? t('campos.finalizadaEm') : t('campos.criadaEm')}>
          {formatDateTime(o.finalizadaEm ?? o.criadaEm)}
        </Dado>
      </Box>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2.5, mb: 0.5 }}>
        {t('campos.descricao')}
      </Typography>
      <Typography
        sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        data-testid="ocorrencia-descricao"
      >
        {o.descricao}
      </Typography>
    </SectionCard>
  );
}
