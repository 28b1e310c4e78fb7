import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SGI_CATEGORIA_LABEL, SGI_TIPO_LABEL, formatDate, type TOcorrenciaResumo } from '@portal/domain';
import { GravidadeChip, StatusChip } from '../SgiChips';

/** An occurrence as a card on a phone: number and status, title, type and severity, obra, date and responsible. */
export function OcorrenciaCardContent({
  ocorrencia: o,
  comCategoria,
}: {
  ocorrencia: TOcorrenciaResumo;
  comCategoria: boolean;
}) {
  const { t } = useTranslation('sgi');
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 600 }}>{t('lista.numero', { numero: o.numero })}</Typography>
        <StatusChip status={o.status} />
      </Stack>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {o.titulo}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography variant="body2" color="text.secondary">
          {comCategoria ? `${SGI_CATEGORIA_LABEL[o.categoria]} · ` : ''}
          {SGI_TIPO_LABEL[o.tipo]}
        </Typography>
        <GravidadeChip gravidade={o.gravidade} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {o.obra ? `${o.obra.codigo} · ` : ''}
        {formatDate(o.dataOcorrencia)}
        {o.responsavel ? ` · ${o.responsavel.nome}` : ''}
      </Typography>
    </Stack>
  );
}
