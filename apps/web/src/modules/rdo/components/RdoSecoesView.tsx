import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { RDO_SECAO_LABEL, RDO_SECOES, type TRdo, type TRdoSecao } from '@portal/domain';
import { formatMm } from '../rdo-format';
import { RdoAssinaturasView } from './RdoAssinaturasView';
import { RdoAtividadesView } from './RdoAtividadesView';
import { RdoClimaView } from './RdoClimaView';
import { RdoEquipamentosView } from './RdoEquipamentosView';
import { RdoFotosGaleria } from './RdoFotosGaleria';
import { RdoMaoDeObraView } from './RdoMaoDeObraView';
import { RdoOcorrenciasView } from './RdoOcorrenciasView';
import { RdoSecaoCard } from './RdoSecaoCard';

/** Weather and rainfall share a row on wide screens (when both are on); every other section takes the width. */
const PAIRED: Partial<Record<TRdoSecao, number>> = { clima: 8, chuva: 4 };

/** The report's content, read-only: only the sections the obra has switched on, in the PDF's order. */
export function RdoSecoesView({ rdo }: { rdo: TRdo }) {
  const { t } = useTranslation('rdo');
  const c = rdo.conteudo;
  const paired = rdo.secoes.includes('clima') && rdo.secoes.includes('chuva');
  const body: Record<TRdoSecao, () => ReactNode> = {
    clima: () => <RdoClimaView clima={c.clima} />,
    chuva: () => (
      <Typography variant="h4" component="p" color={c.chuvaMm === null ? 'text.secondary' : undefined}>
        {c.chuvaMm === null ? t('secoes.naoMedida') : formatMm(c.chuvaMm)}
      </Typography>
    ),
    maoDeObra: () => <RdoMaoDeObraView linhas={c.maoDeObra} />,
    equipamentos: () => <RdoEquipamentosView linhas={c.equipamentos} />,
    atividades: () => <RdoAtividadesView atividades={c.atividades} />,
    ocorrencias: () => (
      <RdoOcorrenciasView ocorrencias={c.ocorrencias} rdo={{ id: rdo.id, obraId: rdo.obra.id }} />
    ),
    comentarios: () => (
      <Typography
        variant="body2"
        color={c.comentarios ? undefined : 'text.secondary'}
        sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        {c.comentarios || t('secoes.semComentarios')}
      </Typography>
    ),
    fotos: () => <RdoFotosGaleria fotos={rdo.fotos} />,
    assinaturas: () => (
      <RdoAssinaturasView responsavel={rdo.assinaturaResponsavel} cliente={rdo.assinaturaCliente} />
    ),
  };
  const extra: Partial<Record<TRdoSecao, ReactNode>> = {
    fotos: rdo.fotos.length > 0 && (
      <Typography variant="body2" color="text.secondary">
        {t('fotos.total', { count: rdo.fotos.length })}
      </Typography>
    ),
  };
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(12, 1fr)' } }}>
      {RDO_SECOES.filter((s) => rdo.secoes.includes(s)).map((secao) => (
        <Box key={secao} sx={{ gridColumn: { md: `span ${(paired && PAIRED[secao]) || 12}` }, minWidth: 0 }}>
          <RdoSecaoCard titulo={RDO_SECAO_LABEL[secao]} extra={extra[secao]}>
            {body[secao]()}
          </RdoSecaoCard>
        </Box>
      ))}
    </Box>
  );
}
