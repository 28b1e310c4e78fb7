import { Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SGI_STATUS_LABEL, type TSgiOrigem } from '@portal/domain';
import { useSessionStore } from '../../../session/session.store';
import { useOcorrenciasDaOrigem } from '../sgi-origem.queries';

/**
 * The SGI occurrences opened from this record (an RDO's occurrence, a checklist's non-conforming item), each linking
 * to its page: the way back of the link the occurrence keeps to its origin. Nothing shows for who cannot read SGI.
 */
export function OcorrenciasDaOrigem({
  origem,
  origemId,
}: {
  origem: TSgiOrigem;
  origemId: string | undefined;
}) {
  const { t } = useTranslation('comum');
  const podeLer = useSessionStore((s) => s.ability.can('read', 'TicketSgi'));
  const ocorrencias = useOcorrenciasDaOrigem(origem, origemId, podeLer);
  const itens = ocorrencias.data?.items ?? [];
  if (!podeLer || itens.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mt: 2 }} aria-label={t('sgiOrigem.titulo')} component="section">
      <Typography variant="subtitle2">{t('sgiOrigem.titulo')}</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {itens.map((o) => (
          <Chip
            key={o.id}
            clickable
            component={RouterLink}
            to={`/sgi/ocorrencias/${o.numero}`}
            label={t('sgiOrigem.item', {
              numero: o.numero,
              titulo: o.titulo,
              status: SGI_STATUS_LABEL[o.status],
            })}
            color={o.status === 'FINALIZADO' ? 'success' : 'warning'}
            variant="outlined"
          />
        ))}
      </Stack>
    </Stack>
  );
}
