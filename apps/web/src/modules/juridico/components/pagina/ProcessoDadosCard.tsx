import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  PROCESSO_POLO_LABEL,
  PROVISAO_RISCO_LABEL,
  formatDateTime,
  formatMoney,
  type TProcesso,
} from '@portal/domain';
import { SectionCard } from '../../../../components/SectionCard';
import { Dado } from './Dado';

/** The court, side, object, claim value, provision, partner firm and the obra's DP and safety people. */
export function ProcessoDadosCard({ processo }: { processo: TProcesso }) {
  const { t } = useTranslation('juridico');
  const ninguem = t('pagina.ninguem');
  const pessoa = (p: TProcesso['responsavelDp']) => (p ? `${p.nome}\n${p.email}` : ninguem);
  return (
    <SectionCard id="processo-dados" title={t('pagina.dados')}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
          <Dado rotulo={t('campos.juizo')}>
            {processo.vara}
            {'\n'}
            {processo.comarca}/{processo.uf}
          </Dado>
        </Box>
        <Dado rotulo={t('campos.polo')}>{PROCESSO_POLO_LABEL[processo.polo]}</Dado>
        <Dado rotulo={t('campos.escritorio')}>{processo.escritorio?.nome ?? t('form.semEscritorio')}</Dado>
        <Dado rotulo={t('campos.valorCausa')}>{formatMoney(processo.valorCausa)}</Dado>
        <Dado rotulo={t('campos.provisao')}>
          {t('pagina.provisao', {
            valor: formatMoney(processo.provisaoValor),
            risco: PROVISAO_RISCO_LABEL[processo.provisaoRisco],
          })}
        </Dado>
        <Dado rotulo={t('pagina.atualizadoEm')}>{formatDateTime(processo.atualizadoEm)}</Dado>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Dado rotulo={t('campos.objeto')}>{processo.objeto}</Dado>
        </Box>
        <Dado rotulo={t('campos.responsavelDp')}>{pessoa(processo.responsavelDp)}</Dado>
        <Dado rotulo={t('campos.responsavelSeg')}>{pessoa(processo.responsavelSeg)}</Dado>
      </Box>
    </SectionCard>
  );
}
