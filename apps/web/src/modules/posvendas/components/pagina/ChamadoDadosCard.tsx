import { Box, Divider, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type TChamado } from '@portal/domain';
import { SectionCard } from '../../../../components/SectionCard';
import { Dado } from './Dado';

/** Who and what: client, obra, product and serial number, contact, who opened it, who handles it, when. */
export function ChamadoDadosCard({ chamado }: { chamado: TChamado }) {
  const { t } = useTranslation('posvendas');
  const ninguem = t('pagina.ninguem');
  const contato = [chamado.contatoNome, chamado.contatoEmail].filter(Boolean).join('\n');
  return (
    <SectionCard id="chamado-dados" title={t('pagina.dados')}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
        <Dado rotulo={t('campos.cliente')}>{chamado.cliente?.nome ?? t('pagina.semCliente')}</Dado>
        <Dado rotulo={t('campos.obra')}>{`${chamado.obra.codigo}\n${chamado.obra.nome}`}</Dado>
        <Dado rotulo={t('campos.produto')}>{chamado.produto}</Dado>
        <Dado rotulo={t('campos.numeroSerie')}>{chamado.numeroSerie || t('pagina.semNumeroSerie')}</Dado>
        <Dado rotulo={t('campos.contato')}>{contato || t('pagina.semContato')}</Dado>
        <Dado rotulo={t('campos.solicitante')}>{chamado.solicitante?.nome ?? ninguem}</Dado>
        <Dado rotulo={t('campos.responsavel')}>{chamado.responsavel?.nome ?? ninguem}</Dado>
        <Dado rotulo={t('campos.abertoEm')}>{formatDateTime(chamado.abertoEm)}</Dado>
        <Dado rotulo={t('campos.concluidoEm')}>
          {chamado.concluidoEm ? formatDateTime(chamado.concluidoEm) : t('pagina.emAberto')}
        </Dado>
      </Box>
      <Divider sx={{ my: 2 }} />
      <Typography variant="body2" color="text.secondary">
        {t('campos.descricao')}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="chamado-descricao">
        {chamado.descricao}
      </Typography>
    </SectionCard>
  );
}
